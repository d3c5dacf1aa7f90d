import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { EMAIL_MAX_LENGTH, EmailField } from '../../account/dto/email-field.js';
import { RequiredName } from '../../account/dto/name-fields.js';

export const INVITATION_ROLES = ['user', 'admin'] as const;

// Rules from the most to the least important: the top-most broken one is the answer.
export class InviteUserDto {
  @EmailField({
    invalid: 'Please enter a valid email address.',
    missing: 'Please enter an email address',
    api: { example: 'sam@acme-electric.com', maxLength: EMAIL_MAX_LENGTH },
  })
  email!: string;

  @ApiProperty({ enum: INVITATION_ROLES, example: 'user' })
  @IsIn(INVITATION_ROLES, { message: 'Role must be either admin or user' })
  role!: (typeof INVITATION_ROLES)[number];

  @RequiredName('First name', 'Please enter both first and last name', 'Sam')
  firstName!: string;

  @RequiredName('Last name', 'Please enter both first and last name', 'Lee')
  lastName!: string;
}
