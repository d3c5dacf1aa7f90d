import { NewPassword } from '../../account/dto/password-rules.js';
import { RequiredName } from '../../account/dto/name-fields.js';

// The registration's password rules (one decorator for every password a user sets).
export class SetPasswordDto {
  @NewPassword()
  password!: string;
}

export class AcceptInvitationDto extends SetPasswordDto {
  @RequiredName('First name', 'Please enter both first and last name', 'Sam')
  firstName!: string;

  @RequiredName('Last name', 'Please enter both first and last name', 'Lee')
  lastName!: string;
}
