import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { COMPANY_CREATED_V1 } from '@milestone/contracts';
import { Outbox } from '@milestone/nest-kit';
import { CompanyEntity } from './company.entity.js';
import { CompanySettingsEntity } from './company-settings.entity.js';
import { CompanyDomainEntity } from './company-domain.entity.js';
import { CompanyFullError } from './company.errors.js';
import { companyNameFromDomain, emailDomain, isFreeMailDomain, personalCompanyName } from './company-naming.js';

export interface CompanyPlacement {
  company: CompanyEntity;
  /** The new user's role: 'owner' of a company made for them, 'user' of one that exists. */
  role: 'owner' | 'user';
  created: boolean;
}

export interface Registrant {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/**
 * Which company a new account belongs to: the company whose domain or authorized domains hold
 * the e-mail's domain (as a user, while the company is under its maxUsers), otherwise a new one
 * named after the domain (as its owner); a free-mail address never claims its domain and gets a
 * personal company (domain null). Runs in the registration's transaction.
 */
@Injectable()
export class CompanyService {
  constructor(private readonly outbox: Outbox) {}

  async placeNewUser(manager: EntityManager, registrant: Registrant): Promise<CompanyPlacement> {
    const domain = emailDomain(registrant.email);
    if (isFreeMailDomain(domain)) {
      const name = personalCompanyName(registrant.email, registrant.firstName, registrant.lastName);
      const company = await this.create(manager, name, null);
      if (!company) throw new Error('a personal company cannot conflict');
      return { company, role: 'owner', created: true };
    }
    const existing = await this.findByDomain(manager, domain);
    if (existing) return this.join(manager, existing.id);
    const created = await this.create(manager, companyNameFromDomain(domain), domain);
    if (created) return { company: created, role: 'owner', created: true };
    // A concurrent registration created this domain's company first: the insert waited for it to
    // commit and did nothing, so the company is there now to join.
    const winner = await manager.findOneByOrFail(CompanyEntity, { domain });
    return this.join(manager, winner.id);
  }

  /**
   * Locks the company for the rest of the transaction and checks it has room for one more user
   * (maxUsers), so concurrent joins cannot pass the limit together.
   */
  async assertRoomForOneMore(manager: EntityManager, companyId: number): Promise<CompanyEntity> {
    const company = await manager.findOne(CompanyEntity, { where: { id: companyId }, lock: { mode: 'pessimistic_write' } });
    if (!company) throw new Error(`company ${companyId} vanished`);
    const [{ members, max_users: maxUsers }]: Array<{ members: number; max_users: number | null }> = await manager.query(
      `SELECT (SELECT count(*)::int FROM users WHERE company_id = $1) AS members,
              (SELECT max_users FROM company_settings WHERE company_id = $1) AS max_users`,
      [companyId],
    );
    if (maxUsers !== null && members >= maxUsers) throw new CompanyFullError();
    return company;
  }

  /** Writes identity.company.created.v1 in the transaction that created the company and its owner. */
  async announceCreated(manager: EntityManager, company: CompanyEntity, ownerUserId: number): Promise<void> {
    await this.outbox.add(manager, COMPANY_CREATED_V1, {
      companyId: company.id,
      name: company.name,
      domain: company.domain,
      ownerUserId,
      createdAt: company.createdAt.toISOString(),
    });
  }

  private async join(manager: EntityManager, companyId: number): Promise<CompanyPlacement> {
    const company = await this.assertRoomForOneMore(manager, companyId);
    return { company, role: 'user', created: false };
  }

  /** The company whose domain, or one of whose authorized domains, is `domain`. */
  private async findByDomain(manager: EntityManager, domain: string): Promise<CompanyEntity | null> {
    const own = await manager.findOneBy(CompanyEntity, { domain });
    if (own) return own;
    const authorized = await manager.findOneBy(CompanyDomainEntity, { domain });
    return authorized ? manager.findOneBy(CompanyEntity, { id: authorized.companyId }) : null;
  }

  /** Inserts the company and its settings; null when a company already has this domain. */
  private async create(manager: EntityManager, name: string, domain: string | null): Promise<CompanyEntity | null> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(CompanyEntity)
      .values({ name: name.slice(0, 255), domain })
      .orIgnore()
      .returning('*')
      .execute();
    const row = (inserted.raw as Array<{ id: number }>)[0];
    if (!row) return null;
    const company = await manager.findOneByOrFail(CompanyEntity, { id: row.id });
    await manager.insert(CompanySettingsEntity, { companyId: company.id, verificationDomain: domain });
    if (domain) {
      await manager.createQueryBuilder().insert().into(CompanyDomainEntity).values({ domain, companyId: company.id }).orIgnore().execute();
    }
    return company;
  }
}
