import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, MaxLength } from 'class-validator';
import { NormalizeEmail } from './transforms.js';
import { RequiredName } from './name-fields.js';

// Rules from the most to the least important: the top-most broken one is the answer.
export class UpdateProfileDto {
  @RequiredName('First name', 'First name is required', 'Jane')
  firstName!: string;

  @RequiredName('Last name', 'Last name is required', 'Doe')
  lastName!: string;

  @ApiProperty({ maxLength: 255, example: 'jane@acme-electric.com' })
  @NormalizeEmail()
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  @MaxLength(255, { message: 'Please enter a valid email address.' })
  email!: string;
}
