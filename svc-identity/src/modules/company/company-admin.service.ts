import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { COMPANY_UPDATED_V1 } from '@milestone/contracts';
import { Outbox, type AuthUser } from '@milestone/nest-kit';
import { isAdmin } from '../user/access-policy.js';
import { UserService } from '../user/user.service.js';
import type { CompanyEntity } from './company.entity.js';
import type { CompanySettingsEntity } from './company-settings.entity.js';
import { CompanyRepository } from './company.repository.js';
import { CompanyDomainRepository } from './company-domain.repository.js';
import { DnsTxtLookup } from './dns-txt-lookup.service.js';
import { CompanyMapper } from './company.mapper.js';
import {
  CompanyAdminRequiredError,
  CompanyNotFoundError,
  DomainNotListedError,
  DomainProofMissingError,
  DomainTakenError,
  PublicDomainError,
} from './company.errors.js';
import { DOMAIN_PATTERN, domainTxtRecord, nextRequireDomainVerification, parseDomainList } from './company-domains.js';
import { isFreeMailDomain } from './company-naming.js';
import { violatedUniqueIndex } from '../../shared/database-errors.js';
import type { CompanyDto } from './dto/company.dto.js';
import type { UpdateCompanySettingsDto } from './dto/update-company-settings.dto.js';

/** A company and its settings as its members see them, and as its admins change them. */
@Injectable()
export class CompanyAdminService {
  constructor(
    private readonly companies: CompanyRepository,
    private readonly outbox: Outbox,
    private readonly users: UserService,
    private readonly domains: CompanyDomainRepository,
    private readonly dns: DnsTxtLookup,
  ) {}

  /** Members only: another company answers 404. */
  async get(caller: AuthUser, companyId: number): Promise<CompanyDto> {
    const actor = await this.users.actor(caller);
    if (companyId !== actor.companyId) throw new CompanyNotFoundError();
    const company = await this.companies.findById(companyId);
    if (!company) throw new CompanyNotFoundError();
    const settings = await this.companies.settingsOf(companyId);
    const claims = await this.domains.findOfCompany(companyId);
    // The records to add are for the admins who add them.
    return CompanyMapper.toDto(company, settings, claims, isAdmin(actor));
  }

  /**
   * Proves one of the company's authorized domains by its TXT record
   * (milestone-verification=<token>). A domain another company proved first cannot be proven again.
   */
  async verifyDomain(caller: AuthUser, companyId: number, domain: string): Promise<CompanyDto> {
    const actor = await this.users.actor(caller);
    if (companyId !== actor.companyId) throw new CompanyNotFoundError();
    if (!isAdmin(actor)) throw new CompanyAdminRequiredError();
    const wanted = domain.trim().toLowerCase();
    const claim = DOMAIN_PATTERN.test(wanted) ? await this.domains.findClaim(companyId, wanted) : null;
    if (!claim) throw new DomainNotListedError();
    if (!claim.verifiedAt) {
      if (await this.domains.findProvenByOthers(companyId, [claim.domain])) throw new DomainTakenError(claim.domain);
      const record = domainTxtRecord(claim.verificationToken);
      const found = await this.dns.txtRecords(claim.domain);
      if (!found.some((r) => r.trim() === record)) throw new DomainProofMissingError(claim.domain, record);
      try {
        await this.companies.transaction((manager) => this.domains.markProven(manager, claim, 'dns'));
      } catch (error) {
        // Another company proved it in the same moment.
        if (violatedUniqueIndex(error) === 'company_domains_proven_domain_key') throw new DomainTakenError(claim.domain);
        throw error;
      }
    }
    return this.get(caller, companyId);
  }

  /** The company (for other modules: invitations read its name and domains). */
  async load(companyId: number): Promise<{ company: CompanyEntity; settings: CompanySettingsEntity | null }> {
    const company = await this.companies.findById(companyId);
    if (!company) throw new CompanyNotFoundError();
    return { company, settings: await this.companies.settingsOf(companyId) };
  }

  async updateSettings(caller: AuthUser, companyId: number, dto: UpdateCompanySettingsDto): Promise<CompanyDto> {
    const actor = await this.users.actor(caller);
    if (companyId !== actor.companyId) throw new CompanyNotFoundError();
    if (!isAdmin(actor)) throw new CompanyAdminRequiredError();
    return this.outbox.transaction(async (manager) => {
      const company = await this.companies.lockForUpdate(manager, companyId);
      if (!company) throw new CompanyNotFoundError();
      const settings = await this.companies.settingsOrDefault(manager, company);

      const before = parseDomainList(settings.verificationDomain);
      const after = dto.verificationDomain === undefined ? before : parseDomainList(dto.verificationDomain);
      if (dto.verificationDomain !== undefined) await this.claimDomains(manager, companyId, after);

      settings.verificationDomain = after.length > 0 ? after.join(',') : null;
      settings.requireDomainVerification = nextRequireDomainVerification(before, after, settings.requireDomainVerification, dto.requireDomainVerification);
      if (dto.maxUsers !== undefined) settings.maxUsers = dto.maxUsers;
      if (dto.allowSelfRegistration !== undefined) settings.allowSelfRegistration = dto.allowSelfRegistration;
      await this.companies.saveSettings(manager, settings);
      if (dto.name !== undefined) await this.companies.rename(manager, company, dto.name);
      const saved = await this.companies.getById(manager, companyId);
      await this.outbox.add(manager, COMPANY_UPDATED_V1, {
        companyId,
        name: saved.name,
        domain: saved.domain,
        authorizedDomains: after,
        requireDomainVerification: settings.requireDomainVerification,
        at: new Date().toISOString(),
      });
      return CompanyMapper.toDto(saved, settings, await this.domains.findOfCompany(companyId, manager), true);
    });
  }

  /**
   * Makes `domains` this company's authorized domains, one claim each. A claim joins sign-ups only
   * once proven, so several companies may claim a domain; one that another company has proven
   * cannot be claimed, and a public mail domain never (else every address there would join).
   */
  private async claimDomains(manager: EntityManager, companyId: number, domains: string[]): Promise<void> {
    const publicDomain = domains.find((d) => isFreeMailDomain(d));
    if (publicDomain) throw new PublicDomainError(publicDomain);
    const proven = await this.domains.findProvenByOthers(companyId, domains, manager);
    if (proven) throw new DomainTakenError(proven.domain);
    await this.domains.replaceClaims(manager, companyId, domains);
  }
}
