import { BadRequestException, HttpException, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Outbox, type AuthUser } from '@milestone/nest-kit';
import { IdentitySettings } from '../../config/identity-settings.js';
import { digestToken, newSecretToken } from '../../shared/secret-token.js';
import { violatedUniqueIndex } from '../../shared/database-errors.js';
import { Mailer } from '../mail/mailer.js';
import { MailTemplates } from '../mail/mail.templates.js';
import { UserService } from '../user/user.service.js';
import { UserRepository } from '../user/user.repository.js';
import { isAdmin } from '../user/access-policy.js';
import { AdminRequiredError } from '../user/user.errors.js';
import type { UserDto } from '../user/dto/user.dto.js';
import { CompanyService } from '../company/company.service.js';
import { CompanyAdminService } from '../company/company-admin.service.js';
import { CompanyNotFoundError } from '../company/company.errors.js';
import { authorizedDomainsOf } from '../company/company-domains.js';
import { emailDomain } from '../company/company-naming.js';
import { PasswordService } from '../account/password.service.js';
import { PasswordResetService } from '../account/password-reset.service.js';
import { InvalidResetLinkError } from '../account/account.errors.js';
import type { InvitationEntity } from './invitation.entity.js';
import { InvitationRepository } from './invitation.repository.js';
import { InvitationMapper } from './invitation.mapper.js';
import {
  AcceptInvitationFailedError,
  DomainNotAuthorizedError,
  InvalidInvitationTokenError,
  InvitationNotFoundError,
  InviteeHasAccountError,
} from './invitation.errors.js';
import type { InviteUserDto } from './dto/invite-user.dto.js';
import type { InviteUserResponseDto, InvitationDto, InvitationPreviewDto } from './dto/invitation.dto.js';

/** An invitation link works until it is accepted, for 7 days; inviting again renews it. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

interface Newcomer {
  firstName: string | null;
  lastName: string | null;
  password: string;
}

@Injectable()
export class InvitationService {
  private readonly logger = new Logger(InvitationService.name);

  constructor(
    private readonly invitations: InvitationRepository,
    private readonly outbox: Outbox,
    private readonly users: UserService,
    private readonly userRows: UserRepository,
    private readonly companies: CompanyService,
    private readonly companyAdmin: CompanyAdminService,
    private readonly passwords: PasswordService,
    private readonly resets: PasswordResetService,
    private readonly mailer: Mailer,
    private readonly settings: IdentitySettings,
  ) {}

  /** Admins (and owners, and the super-owner) of the company invite; another company is not found. */
  async invite(caller: AuthUser, companyId: number, dto: InviteUserDto): Promise<InviteUserResponseDto> {
    const actor = await this.users.actor(caller);
    if (companyId !== actor.companyId) throw new CompanyNotFoundError();
    if (!isAdmin(actor)) throw new AdminRequiredError();
    // An unverified sign-up at the address does not stop the invitation: accepting it proves the address.
    if (await this.userRows.existsVerified(dto.email)) throw new InviteeHasAccountError();
    const { company, settings } = await this.companyAdmin.load(companyId);
    const domains = authorizedDomainsOf(company.domain, settings?.verificationDomain ?? null);
    // A company without any authorized domain (a personal one) restricts nothing.
    if ((settings?.requireDomainVerification ?? true) && domains.length > 0 && !domains.includes(emailDomain(dto.email))) {
      throw new DomainNotAuthorizedError(domains);
    }

    const token = newSecretToken();
    const invitation = await this.invitations.upsertPending({
      companyId,
      invitedBy: actor.id,
      email: dto.email,
      firstName: dto.firstName,
      lastName: dto.lastName,
      role: dto.role,
      tokenDigest: digestToken(token),
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
    const inviter = await this.users.load(actor.id);
    const inviterName = [inviter.firstName, inviter.lastName].filter(Boolean).join(' ') || null;
    const link = this.settings.link(`/accept-invitation/${encodeURIComponent(token)}`);
    try {
      await this.mailer.send(MailTemplates.invitation(dto.email, link, company.name, inviterName));
    } catch (error) {
      this.logger.error(`sending the invitation e-mail failed: ${String(error)}`);
    }
    return { invitation: InvitationMapper.toDto(invitation), message: `Invitation sent to ${dto.email}` };
  }

  /** A page of the company's pending, unexpired invitations, newest first (admins), and how many there are. */
  async listPending(caller: AuthUser, companyId: number, page: { limit: number; offset: number }): Promise<[InvitationDto[], number]> {
    const actor = await this.users.actor(caller);
    if (companyId !== actor.companyId) throw new CompanyNotFoundError();
    if (!isAdmin(actor)) throw new AdminRequiredError();
    const [pending, total] = await this.invitations.listPending(companyId, page);
    return [pending.map((i) => InvitationMapper.toDto(i)), total];
  }

  /** What the accept page shows; 404 for an unknown, accepted or expired invitation. */
  async validate(token: string): Promise<InvitationPreviewDto> {
    const invitation = await this.invitations.findByDigestWithCompany(digestToken(token));
    if (!invitation || !isOpen(invitation) || !invitation.company) throw new InvitationNotFoundError();
    return InvitationMapper.toPreviewDto(invitation, invitation.company);
  }

  /** Creates the verified user in the invitation's company with its role. */
  accept(token: string, newcomer: Newcomer): Promise<UserDto> {
    if (!token.trim()) throw new BadRequestException('Invitation token is required');
    return this.join(token, newcomer, () => new InvitationNotFoundError());
  }

  /**
   * The set-password link holds a reset token or an invitation token: a reset sets the account's
   * password; an invitation creates the account with the invitation's names. A token that matches
   * neither is an invalid reset link.
   */
  async setPassword(token: string, password: string): Promise<{ success: true; email: string }> {
    if (!token.trim()) throw new BadRequestException('Reset token is required');
    if (await this.resets.isResetToken(token)) return { success: true, email: await this.resets.complete(token, password) };
    const invitation = await this.invitations.findByDigest(digestToken(token));
    if (!invitation) throw new InvalidResetLinkError();
    const user = await this.join(token, { firstName: invitation.firstName, lastName: invitation.lastName, password }, () => new InvalidInvitationTokenError());
    return { success: true, email: user.email };
  }

  private async join(token: string, newcomer: Newcomer, invalid: () => HttpException): Promise<UserDto> {
    const passwordHash = await this.passwords.hash(newcomer.password);
    try {
      const userId = await this.outbox.transaction(async (manager: EntityManager) => {
        const invitation = await this.invitations.lockByDigest(manager, digestToken(token));
        if (!invitation || !isOpen(invitation)) throw invalid();
        await this.users.removeUnprovenHolder(manager, invitation.email);
        if (await this.userRows.existsByEmailIn(manager, invitation.email)) throw new InviteeHasAccountError();
        await this.companies.assertRoomForOneMore(manager, invitation.companyId);
        const user = await this.users.create(manager, {
          email: invitation.email,
          firstName: newcomer.firstName,
          lastName: newcomer.lastName,
          role: invitation.role,
          companyId: invitation.companyId,
          passwordHash,
          isEmailVerified: true,
        });
        await this.invitations.markAccepted(manager, invitation.companyId, invitation.id);
        return user.id;
      });
      return await this.users.loadDto(userId);
    } catch (error) {
      if (error instanceof HttpException) throw error;
      if (violatedUniqueIndex(error) === 'users_email_key') throw new InviteeHasAccountError();
      this.logger.error(`accepting an invitation failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      throw new AcceptInvitationFailedError();
    }
  }
}

function isOpen(invitation: InvitationEntity): boolean {
  return invitation.status === 'pending' && invitation.expiresAt.getTime() > Date.now();
}
