import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, MaxLength } from 'class-validator';
import { NormalizeEmail } from './transforms.js';

/** forgot-password and resend-verification. */
export class EmailOnlyDto {
  @ApiProperty({ example: 'jane@acme-electric.com' })
  @NormalizeEmail()
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(255, { message: 'Invalid email address' })
  email!: string;
}
