import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { ContainsDigitOrSpecial, ContainsLetter, PASSWORD_MIN_LENGTH } from './password-rules.js';
import { NormalizeEmail, TrimToNull } from './transforms.js';

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

  @ApiPropertyOptional({ type: String, maxLength: 100, example: 'Jane' })
  @TrimToNull()
  @IsOptional()
  @IsString({ message: 'First name must be text' })
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  firstName?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: 100, example: 'Doe' })
  @TrimToNull()
  @IsOptional()
  @IsString({ message: 'Last name must be text' })
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  lastName?: string | null;
}
