import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { COMPANY_CREATED_V1 } from '@milestone/contracts';
import { Outbox } from '@milestone/nest-kit';
import type { CompanyEntity } from './company.entity.js';
import { CompanyRepository } from './company.repository.js';
import { CompanyDomainRepository } from './company-domain.repository.js';
import { CompanyFullError } from './company.errors.js';
import { companyNameFromDomain, emailDomain, isFreeMailDomain, personalCompanyName } from './company-naming.js';

export interface CompanyPlacement {
  company: CompanyEntity;
  /** The new user's role: 'owner' of a company made (or left empty) for them, 'user' of one that exists. */
  role: 'owner' | 'user';
  created: boolean;
  /**
   * The account waits for an owner's or admin's activation: its domain is the company's but not
   * proven yet, or the company does not allow self-registration.
   */
  awaitsActivation: boolean;
}

export interface Registrant {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/**
 * Which company a new account belongs to. A domain some company has proven (DNS or its owner's
 * verified address) joins that company: as a user while it is under its maxUsers when it allows
 * self-registration, else waiting for an admin's activation. A company whose own domain is not
 * proven yet takes the sign-up as waiting too (nobody joins a company by its unproven claim), or
 * as owner when it has nobody left (its founder never verified). Otherwise a new company named
 * after the domain (as its owner); a free-mail address never claims its domain and gets a
 * personal company (domain null). Runs in the registration's transaction.
 */
@Injectable()
export class CompanyService {
  constructor(
    private readonly outbox: Outbox,
    private readonly domains: CompanyDomainRepository,
    private readonly companies: CompanyRepository,
  ) {}

  async placeNewUser(manager: EntityManager, registrant: Registrant): Promise<CompanyPlacement> {
    const domain = emailDomain(registrant.email);
    if (isFreeMailDomain(domain)) {
      const name = personalCompanyName(registrant.email, registrant.firstName, registrant.lastName);
      const company = await this.create(manager, name, null);
      if (!company) throw new Error('a personal company cannot conflict');
      return { company, role: 'owner', created: true, awaitsActivation: false };
    }
    const proven = await this.domains.findProven(manager, domain);
    if (proven) return this.joinProven(manager, proven.companyId);
    const own = await this.companies.findByDomain(manager, domain);
    if (own) return this.joinUnproven(manager, own.id);
    const created = await this.create(manager, companyNameFromDomain(domain), domain);
    if (created) return { company: created, role: 'owner', created: true, awaitsActivation: false };
    // A concurrent registration created this domain's company first: the insert waited for it to
    // commit and did nothing, so the company is there now (its founder's address not proven yet).
    const winner = await this.companies.getByDomain(manager, domain);
    return this.joinUnproven(manager, winner.id);
  }

  /**
   * A verified owner whose address is at their company's own domain proves that domain (unless
   * another company proved it first). Runs in the verification's transaction.
   */
  async proveOwnDomainBy(manager: EntityManager, user: { email: string; role: string; companyId: number }): Promise<void> {
    if (user.role !== 'owner') return;
    const domain = emailDomain(user.email);
    const company = await this.companies.findById(user.companyId, manager);
    if (!company || company.domain !== domain || company.isVerified) return;
    if (await this.domains.findProven(manager, domain)) return;
    await this.domains.markProven(manager, { companyId: company.id, domain }, 'owner-email');
  }

  /**
   * Locks the company for the rest of the transaction and checks it has room for one more user
   * (maxUsers), so concurrent joins cannot pass the limit together.
   */
  async assertRoomForOneMore(manager: EntityManager, companyId: number): Promise<CompanyEntity> {
    const company = await this.companies.lockForUpdate(manager, companyId);
    if (!company) throw new Error(`company ${companyId} vanished`);
    // Seats are held by verified, active accounts only: sign-ups nobody verified or activated
    // take none (the verification or the activation checks for room when it comes).
    const { members, maxUsers } = await this.companies.seatsOf(manager, companyId);
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

  private async joinProven(manager: EntityManager, companyId: number): Promise<CompanyPlacement> {
    const settings = await this.companies.settingsOf(companyId, manager);
    if (!settings?.allowSelfRegistration) {
      const company = await this.companies.getById(manager, companyId);
      return { company, role: 'user', created: false, awaitsActivation: true };
    }
    const company = await this.assertRoomForOneMore(manager, companyId);
    return { company, role: 'user', created: false, awaitsActivation: false };
  }

  private async joinUnproven(manager: EntityManager, companyId: number): Promise<CompanyPlacement> {
    const company = await this.companies.lockForUpdate(manager, companyId);
    if (!company) throw new Error(`company ${companyId} vanished`);
    if ((await this.companies.countAccounts(manager, companyId)) === 0) return { company, role: 'owner', created: false, awaitsActivation: false };
    return { company, role: 'user', created: false, awaitsActivation: true };
  }

  /** Inserts the company and its settings; null when a company already has this domain. */
  private async create(manager: EntityManager, name: string, domain: string | null): Promise<CompanyEntity | null> {
    const company = await this.companies.insertUnlessDomainTaken(manager, name.slice(0, 255), domain);
    if (!company) return null;
    if (domain) {
      company.verificationToken = await this.domains.claimOwnDomain(manager, company.id, domain);
      await this.companies.setVerificationToken(manager, company.id, company.verificationToken);
    }
    return company;
  }
}
