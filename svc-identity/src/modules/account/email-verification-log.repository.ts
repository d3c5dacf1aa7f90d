import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { EmailVerificationLogEntity } from './email-verification-log.entity.js';

export type NewVerificationLink = Pick<
  EmailVerificationLogEntity,
  'id' | 'userId' | 'email' | 'verificationToken' | 'sentAt' | 'expiresAt' | 'ipAddress' | 'userAgent'
>;

/** The verification links sent (one row each, by the digest of its token). */
@Injectable()
export class EmailVerificationLogRepository {
  constructor(@InjectRepository(EmailVerificationLogEntity) private readonly repo: Repository<EmailVerificationLogEntity>) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.repo.manager.transaction(work);
  }

  findByDigest(digest: string): Promise<EmailVerificationLogEntity | null> {
    return this.repo.findOneBy({ verificationToken: digest });
  }

  /** The user's unused links stop working, in the caller's transaction. */
  async supersedeOpen(manager: EntityManager, userId: number): Promise<void> {
    await manager.update(EmailVerificationLogEntity, { userId, status: 'sent' }, { status: 'superseded' });
  }

  async insertSent(manager: EntityManager, link: NewVerificationLink): Promise<void> {
    await manager.insert(EmailVerificationLogEntity, { ...link, status: 'sent' });
  }

  /** Uses the link; conditional on 'sent', so two clicks at once use it once (false for the second). */
  async markUsed(manager: EntityManager, id: string): Promise<boolean> {
    const used = await manager.update(EmailVerificationLogEntity, { id, status: 'sent' }, { status: 'verified', verifiedAt: new Date() });
    return !!used.affected;
  }
}
