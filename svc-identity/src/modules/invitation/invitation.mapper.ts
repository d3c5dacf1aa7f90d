import type { InvitationEntity } from './invitation.entity.js';
import type { InvitationDto } from './dto/invitation.dto.js';

export const InvitationMapper = {
  toDto(invitation: InvitationEntity): InvitationDto {
    return {
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      status: invitation.status,
      expiresAt: invitation.expiresAt.toISOString(),
      createdAt: invitation.createdAt.toISOString(),
    };
  },
};
