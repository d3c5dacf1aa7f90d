import { ApiProperty } from '@nestjs/swagger';
import { UserDto } from '../../user/dto/user.dto.js';

export class InvitationDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'sam@acme-electric.com' })
  email!: string;

  @ApiProperty({ example: 'user', enum: ['user', 'admin'] })
  role!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Sam' })
  firstName!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Lee' })
  lastName!: string | null;

  @ApiProperty({ example: 'pending', description: 'pending or accepted' })
  status!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  expiresAt!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;
}

export class InviteUserResponseDto {
  @ApiProperty({ type: InvitationDto })
  invitation!: InvitationDto;

  @ApiProperty({ example: 'Invitation sent to sam@acme-electric.com' })
  message!: string;
}

export class InvitationsResponseDto {
  @ApiProperty({ type: [InvitationDto], description: 'Pending invitations, newest first' })
  invitations!: InvitationDto[];
}

export class InvitationPreviewDto {
  @ApiProperty({ example: 'sam@acme-electric.com' })
  email!: string;

  @ApiProperty({ example: 'Acme Electric' })
  companyName!: string;

  @ApiProperty({ example: 'user' })
  role!: string;

  @ApiProperty({ type: String, nullable: true })
  firstName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastName!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  expiresAt!: string;
}

export class ValidateInvitationResponseDto {
  @ApiProperty({ type: InvitationPreviewDto })
  invitation!: InvitationPreviewDto;
}

export class AcceptInvitationResponseDto {
  @ApiProperty()
  success!: boolean;

  @ApiProperty({ type: UserDto })
  user!: UserDto;
}

export class PasswordSetResponseDto {
  @ApiProperty()
  success!: boolean;

  @ApiProperty({ description: 'The account to sign in with' })
  email!: string;
}
