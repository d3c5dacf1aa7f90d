import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { ContainsDigitOrSpecial, ContainsLetter, PASSWORD_MIN_LENGTH } from '../../account/dto/password-rules.js';
import { TrimToNull } from '../../account/dto/transforms.js';

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
  @ApiProperty({ example: 'Sam', maxLength: 100 })
  @TrimToNull()
  @IsNotEmpty({ message: 'Please enter both first and last name' })
  @IsString({ message: 'Please enter both first and last name' })
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  firstName!: string;

  @ApiProperty({ example: 'Lee', maxLength: 100 })
  @TrimToNull()
  @IsNotEmpty({ message: 'Please enter both first and last name' })
  @IsString({ message: 'Please enter both first and last name' })
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  lastName!: string;
}
