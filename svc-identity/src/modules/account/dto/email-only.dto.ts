import { EmailField } from './email-field.js';

/** forgot-password and resend-verification. */
export class EmailOnlyDto {
  @EmailField({ invalid: 'Invalid email address', api: { example: 'jane@acme-electric.com' } })
  email!: string;
}
