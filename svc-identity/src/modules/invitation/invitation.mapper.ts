import type { InvitationEntity } from './invitation.entity.js';
import type { CompanyEntity } from '../company/company.entity.js';
import type { InvitationDto, InvitationPreviewDto } from './dto/invitation.dto.js';

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

  /** What the invitee's accept page shows, with the inviting company's name. */
  toPreviewDto(invitation: InvitationEntity, company: Pick<CompanyEntity, 'name'>): InvitationPreviewDto {
    return {
      email: invitation.email,
      companyName: company.name,
      role: invitation.role,
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      expiresAt: invitation.expiresAt.toISOString(),
    };
  },
};
