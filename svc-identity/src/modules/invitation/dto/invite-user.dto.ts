import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, MaxLength } from 'class-validator';
import { NormalizeEmail } from '../../account/dto/transforms.js';
import { RequiredName } from '../../account/dto/name-fields.js';

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

  @RequiredName('First name', 'Please enter both first and last name', 'Sam')
  firstName!: string;

  @RequiredName('Last name', 'Please enter both first and last name', 'Lee')
  lastName!: string;
}
