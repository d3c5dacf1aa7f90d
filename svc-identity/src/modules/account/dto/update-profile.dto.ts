import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NormalizeEmail, TrimToNull } from './transforms.js';

// Rules from the most to the least important: the top-most broken one is the answer.
export class UpdateProfileDto {
  @ApiProperty({ maxLength: 100, example: 'Jane' })
  @TrimToNull()
  @IsNotEmpty({ message: 'First name is required' })
  @IsString({ message: 'First name is required' })
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  firstName!: string;

  @ApiProperty({ maxLength: 100, example: 'Doe' })
  @TrimToNull()
  @IsNotEmpty({ message: 'Last name is required' })
  @IsString({ message: 'Last name is required' })
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  lastName!: string;

  @ApiProperty({ maxLength: 255, example: 'jane@acme-electric.com' })
  @NormalizeEmail()
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  @MaxLength(255, { message: 'Please enter a valid email address.' })
  email!: string;
}
