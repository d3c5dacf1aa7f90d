import { EMAIL_MAX_LENGTH, EmailField } from './email-field.js';
import { RequiredName } from './name-fields.js';

// Rules from the most to the least important: the top-most broken one is the answer.
export class UpdateProfileDto {
  @RequiredName('First name', 'First name is required', 'Jane')
  firstName!: string;

  @RequiredName('Last name', 'Last name is required', 'Doe')
  lastName!: string;

  @EmailField({ invalid: 'Please enter a valid email address.', api: { maxLength: EMAIL_MAX_LENGTH, example: 'jane@acme-electric.com' } })
  email!: string;
}
