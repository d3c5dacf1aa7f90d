import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { ContainsDigitOrSpecial, ContainsLetter, PASSWORD_MIN_LENGTH } from './password-rules.js';
import { NormalizeEmail } from './transforms.js';
import { OptionalName } from './name-fields.js';

// When a property breaks several rules, the pipe answers with the top-most decorator's message:
// rules are listed from the most to the least important.
export class RegisterDto {
  @ApiProperty({ example: 'jane@acme-electric.com', maxLength: 255 })
  @NormalizeEmail()
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(255, { message: 'Invalid email address' })
  email!: string;

  @ApiProperty({ minLength: 8, description: 'At least 8 characters, with a letter and a digit or special character' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: 'Password must be at least 8 characters' })
  @IsString({ message: 'Password must be at least 8 characters' })
  @ContainsLetter({ message: 'Password must contain at least one letter' })
  @ContainsDigitOrSpecial({ message: 'Password must contain at least one number or special character' })
  password!: string;

  @OptionalName('First name', 'Jane')
  firstName?: string | null;

  @OptionalName('Last name', 'Doe')
  lastName?: string | null;
}
