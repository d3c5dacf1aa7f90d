import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, MaxLength } from 'class-validator';
import { NewPassword } from './password-rules.js';
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

  @NewPassword()
  password!: string;

  @OptionalName('First name', 'Jane')
  firstName?: string | null;

  @OptionalName('Last name', 'Doe')
  lastName?: string | null;
}
