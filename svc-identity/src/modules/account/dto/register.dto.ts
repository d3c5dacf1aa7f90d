import { NewPassword } from './password-rules.js';
import { EMAIL_MAX_LENGTH, EmailField } from './email-field.js';
import { OptionalName } from './name-fields.js';

// When a property breaks several rules, the pipe answers with the top-most decorator's message:
// rules are listed from the most to the least important.
export class RegisterDto {
  @EmailField({ invalid: 'Invalid email address', api: { example: 'jane@acme-electric.com', maxLength: EMAIL_MAX_LENGTH } })
  email!: string;

  @NewPassword()
  password!: string;

  @OptionalName('First name', 'Jane')
  firstName?: string | null;

  @OptionalName('Last name', 'Doe')
  lastName?: string | null;
}
