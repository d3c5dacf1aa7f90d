import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NormalizeEmail, TrimToNull } from '../../account/dto/transforms.js';

export const INVITATION_ROLES = ['user', 'admin'] as const;

// Rules from the most to the least important: the top-most broken one is the answer.
export class InviteUserDto {
  @ApiProperty({ example: 'sam@acme-electric.com', maxLength: 255 })
  @NormalizeEmail()
  @IsNotEmpty({ message: 'Please enter an email address' })
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  @MaxLength(255, { message: 'Please enter a valid email address.' })
  email!: string;

  @ApiProperty({ enum: INVITATION_ROLES, example: 'user' })
  @IsIn(INVITATION_ROLES, { message: 'Role must be either admin or user' })
  role!: (typeof INVITATION_ROLES)[number];

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
