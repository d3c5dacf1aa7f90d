import { ApiProperty } from '@nestjs/swagger';
import { IsString, MinLength } from 'class-validator';
import { ContainsDigitOrSpecial, ContainsLetter, PASSWORD_MIN_LENGTH } from '../../account/dto/password-rules.js';
import { RequiredName } from '../../account/dto/name-fields.js';

// The registration's password rules, in the same order.
export class SetPasswordDto {
  @ApiProperty({ minLength: 8, description: 'At least 8 characters, with a letter and a digit or special character' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: 'Password must be at least 8 characters' })
  @IsString({ message: 'Password must be at least 8 characters' })
  @ContainsLetter({ message: 'Password must contain at least one letter' })
  @ContainsDigitOrSpecial({ message: 'Password must contain at least one number or special character' })
  password!: string;
}

export class AcceptInvitationDto extends SetPasswordDto {
  @RequiredName('First name', 'Please enter both first and last name', 'Sam')
  firstName!: string;

  @RequiredName('Last name', 'Please enter both first and last name', 'Lee')
  lastName!: string;
}
