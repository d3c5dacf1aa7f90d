import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, type EntityManager, type Repository } from 'typeorm';
import { CompanyScope } from '@milestone/nest-kit';
import { InvitationEntity } from './invitation.entity.js';

export interface PendingInvitation {
  companyId: number;
  invitedBy: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: InvitationEntity['role'];
  /** The digest of the link's token. */
  tokenDigest: string;
  expiresAt: Date;
}

/**
 * Invitations: a company's are read and written with its companyId; the invitee's link finds its
 * invitation by the digest of its token.
 */
@Injectable()
export class InvitationRepository {
  private readonly scope: CompanyScope<InvitationEntity>;

  constructor(@InjectRepository(InvitationEntity) private readonly repo: Repository<InvitationEntity>) {
    this.scope = new CompanyScope(repo);
  }

  /**
   * The company's invitation of the e-mail, pending with a new token: made, or renewed in one
   * statement (two invitations at once leave one row).
   */
  async upsertPending(invitation: PendingInvitation): Promise<InvitationEntity> {
    const rows: Array<{ id: number }> = await this.repo.query(
      `INSERT INTO user_invitations (company_id, invited_by, email, first_name, last_name, role, invitation_token, status, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8)
       ON CONFLICT (company_id, email) DO UPDATE SET
         invited_by = EXCLUDED.invited_by, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
         role = EXCLUDED.role, invitation_token = EXCLUDED.invitation_token, status = 'pending',
         expires_at = EXCLUDED.expires_at, accepted_at = NULL, updated_at = now()
       RETURNING id`,
      [
        invitation.companyId,
        invitation.invitedBy,
        invitation.email,
        invitation.firstName,
        invitation.lastName,
        invitation.role,
        invitation.tokenDigest,
        invitation.expiresAt,
      ],
    );
    const found = await this.scope.findOne(invitation.companyId, { id: rows[0]!.id });
    if (!found) throw new Error(`invitation ${rows[0]!.id} vanished`);
    return found;
  }

  /** A page of the company's pending, unexpired invitations, newest first, and how many there are. */
  listPending(companyId: number, page: { limit: number; offset: number }): Promise<[InvitationEntity[], number]> {
    return this.scope.findAndCount(companyId, {
      where: { status: 'pending', expiresAt: MoreThan(new Date()) },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: page.limit,
      skip: page.offset,
    });
  }

  findByDigest(digest: string): Promise<InvitationEntity | null> {
    return this.repo.findOneBy({ invitationToken: digest });
  }

  findByDigestWithCompany(digest: string): Promise<InvitationEntity | null> {
    return this.repo.findOne({ where: { invitationToken: digest }, relations: { company: true } });
  }

  /** The invitation of the link, locked for the rest of the transaction (two accepts at once queue). */
  lockByDigest(manager: EntityManager, digest: string): Promise<InvitationEntity | null> {
    return manager.findOne(InvitationEntity, { where: { invitationToken: digest }, lock: { mode: 'pessimistic_write' } });
  }

  async markAccepted(manager: EntityManager, companyId: number, id: number): Promise<void> {
    await this.scope.update(companyId, { id }, { status: 'accepted', acceptedAt: new Date() }, manager);
  }
}
