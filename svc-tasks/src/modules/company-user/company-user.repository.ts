import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import { CompanyScope } from '@milestone/nest-kit';
import type { CompanyCreatedV1, UserProfileChangedV1, UserRegisteredV1, UserRoleChangedV1 } from '@milestone/contracts';
import { CompanyUserEntity } from './company-user.entity.js';

/**
 * The local read model of users. Reads are scoped by company; the event upserts are plain SQL
 * because each must merge with whatever an earlier (or later) event left in the row, atomically.
 * Writes take the consumer's manager: they commit with its inbox row.
 */
@Injectable()
export class CompanyUserRepository {
  private readonly scope: CompanyScope<CompanyUserEntity>;

  constructor(@InjectRepository(CompanyUserEntity) repo: Repository<CompanyUserEntity>) {
    this.scope = new CompanyScope(repo);
  }

  findInCompany(companyId: number, id: number, manager?: EntityManager): Promise<CompanyUserEntity | null> {
    return this.scope.findOne(companyId, { id }, {}, manager);
  }

  findManyInCompany(companyId: number, ids: readonly number[]): Promise<CompanyUserEntity[]> {
    return ids.length ? this.scope.find(companyId, { where: { id: In([...ids]) } }) : Promise.resolve([]);
  }

  /** The names of these users of the company (first and last name, else email; one query). */
  async namesOf(companyId: number, userIds: number[]): Promise<Map<number, string>> {
    if (userIds.length === 0) return new Map();
    const users = await this.scope.find(companyId, {
      select: { id: true, firstName: true, lastName: true, email: true },
      where: { id: In([...new Set(userIds)]) },
    });
    const names = new Map<number, string>();
    for (const user of users) {
      const name =
        [user.firstName, user.lastName]
          .filter((part) => part && part.trim())
          .join(' ')
          .trim() || user.email;
      if (name) names.set(user.id, name);
    }
    return names;
  }

  /** Those of `emails` (lower-cased) that are no user's of the company, in their order (one query). */
  async notInCompany(companyId: number, emails: readonly string[]): Promise<string[]> {
    if (emails.length === 0) return [];
    const users = await this.scope.find(companyId, { select: { id: true, email: true }, where: { email: In([...emails]) } });
    const known = new Set(users.map((user) => user.email));
    return emails.filter((email) => !known.has(email));
  }

  /** The company's owner of lowest id, or null when it has none left. */
  ownerOf(manager: EntityManager, companyId: number): Promise<CompanyUserEntity | null> {
    return this.scope.findOne(companyId, { role: 'owner' }, { order: { id: 'ASC' } }, manager);
  }

  async remove(manager: EntityManager, companyId: number, id: number): Promise<void> {
    await this.scope.delete(companyId, { id }, manager);
  }

  /** The e-mail of the registration is kept only while no profile event (always as new or newer) has arrived. */
  async upsertRegistered(manager: EntityManager, event: UserRegisteredV1): Promise<void> {
    await manager.query(
      `INSERT INTO company_users (id, company_id, email, role) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET company_id = EXCLUDED.company_id,
         email = CASE WHEN company_users.profile_at IS NULL THEN EXCLUDED.email ELSE company_users.email END,
         role = CASE WHEN company_users.role = 'owner' AND company_users.company_id = EXCLUDED.company_id THEN 'owner' ELSE EXCLUDED.role END,
         updated_at = now()`,
      [event.userId, event.companyId, event.email.toLowerCase(), event.role],
    );
  }

  /**
   * The user's names and e-mail, newest `at` wins. When it comes before the registration, the row
   * is made with the least role ('user'); the registration (or the company's creation) then sets
   * the real one and keeps these names.
   */
  async upsertProfile(manager: EntityManager, event: UserProfileChangedV1): Promise<void> {
    await manager.query(
      `INSERT INTO company_users (id, company_id, email, first_name, last_name, role, profile_at) VALUES ($1, $2, $3, $4, $5, 'user', $6)
       ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
         profile_at = EXCLUDED.profile_at, updated_at = now()
       WHERE company_users.profile_at IS NULL OR company_users.profile_at <= EXCLUDED.profile_at`,
      [event.userId, event.companyId, event.email.toLowerCase(), event.firstName, event.lastName, event.at],
    );
  }

  /** A new company's ownerUserId is its owner (the user's own registration may come before or after). */
  async upsertCompanyOwner(manager: EntityManager, event: CompanyCreatedV1): Promise<void> {
    await manager.query(
      `INSERT INTO company_users (id, company_id, role) VALUES ($1, $2, 'owner')
       ON CONFLICT (id) DO UPDATE SET company_id = EXCLUDED.company_id, role = 'owner', updated_at = now()`,
      [event.ownerUserId, event.companyId],
    );
  }

  async upsertRole(manager: EntityManager, event: UserRoleChangedV1): Promise<void> {
    await manager.query(
      `INSERT INTO company_users (id, company_id, role) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET role = EXCLUDED.role, updated_at = now() WHERE company_users.company_id = EXCLUDED.company_id`,
      [event.userId, event.companyId, event.newRole],
    );
  }
}
