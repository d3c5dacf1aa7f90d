import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, Repository, type EntityManager } from 'typeorm';
import { COMPANY_UPDATED_V1 } from '@milestone/contracts';
import { Outbox, type AuthUser } from '@milestone/nest-kit';
import { isAdmin } from '../user/access-policy.js';
import { UserService } from '../user/user.service.js';
import { CompanyEntity } from './company.entity.js';
import { CompanySettingsEntity } from './company-settings.entity.js';
import { CompanyDomainEntity } from './company-domain.entity.js';
import { CompanyMapper } from './company.mapper.js';
import { CompanyAdminRequiredError, CompanyNotFoundError, DomainTakenError, PublicDomainError } from './company.errors.js';
import { nextRequireDomainVerification, parseDomainList } from './company-domains.js';
import { isFreeMailDomain } from './company-naming.js';
import type { CompanyDto } from './dto/company.dto.js';
import type { UpdateCompanySettingsDto } from './dto/update-company-settings.dto.js';

/** A company and its settings as its members see them, and as its admins change them. */
@Injectable()
export class CompanyAdminService {
  constructor(
    @InjectRepository(CompanyEntity) private readonly companies: Repository<CompanyEntity>,
    private readonly outbox: Outbox,
    private readonly users: UserService,
  ) {}

  /** Members only: another company answers 404. */
  async get(caller: AuthUser, companyId: number): Promise<CompanyDto> {
    const actor = await this.users.actor(caller);
    if (companyId !== actor.companyId) throw new CompanyNotFoundError();
    const company = await this.companies.findOneBy({ id: companyId });
    if (!company) throw new CompanyNotFoundError();
    const settings = await this.companies.manager.findOneBy(CompanySettingsEntity, { companyId });
    return CompanyMapper.toDto(company, settings);
  }

  /** The company (for other modules: invitations read its name and domains). */
  async load(manager: EntityManager, companyId: number): Promise<{ company: CompanyEntity; settings: CompanySettingsEntity | null }> {
    const company = await manager.findOneBy(CompanyEntity, { id: companyId });
    if (!company) throw new CompanyNotFoundError();
    return { company, settings: await manager.findOneBy(CompanySettingsEntity, { companyId }) };
  }

  async updateSettings(caller: AuthUser, companyId: number, dto: UpdateCompanySettingsDto): Promise<CompanyDto> {
    const actor = await this.users.actor(caller);
    if (companyId !== actor.companyId) throw new CompanyNotFoundError();
    if (!isAdmin(actor)) throw new CompanyAdminRequiredError();
    return this.outbox.transaction(async (manager) => {
      const company = await manager.findOne(CompanyEntity, { where: { id: companyId }, lock: { mode: 'pessimistic_write' } });
      if (!company) throw new CompanyNotFoundError();
      let settings = await manager.findOneBy(CompanySettingsEntity, { companyId });
      settings ??= await manager.save(manager.create(CompanySettingsEntity, { companyId, verificationDomain: company.domain }));

      const before = parseDomainList(settings.verificationDomain);
      const after = dto.verificationDomain === undefined ? before : parseDomainList(dto.verificationDomain);
      if (dto.verificationDomain !== undefined) await this.claimDomains(manager, companyId, after);

      settings.verificationDomain = after.length > 0 ? after.join(',') : null;
      settings.requireDomainVerification = nextRequireDomainVerification(before, after, settings.requireDomainVerification, dto.requireDomainVerification);
      if (dto.maxUsers !== undefined) settings.maxUsers = dto.maxUsers;
      await manager.save(settings);
      if (dto.name !== undefined) {
        company.name = dto.name;
        await manager.save(company);
      }
      const saved = await manager.findOneByOrFail(CompanyEntity, { id: companyId });
      await this.outbox.add(manager, COMPANY_UPDATED_V1, {
        companyId,
        name: saved.name,
        domain: saved.domain,
        authorizedDomains: after,
        requireDomainVerification: settings.requireDomainVerification,
        at: new Date().toISOString(),
      });
      return CompanyMapper.toDto(saved, settings);
    });
  }

  /**
   * Makes `domains` this company's authorized domains, one row each. A domain belongs to one
   * company at most (else a company could capture another's registrations), and a public mail
   * domain to none (else every address there would join).
   */
  private async claimDomains(manager: EntityManager, companyId: number, domains: string[]): Promise<void> {
    const publicDomain = domains.find((d) => isFreeMailDomain(d));
    if (publicDomain) throw new PublicDomainError(publicDomain);
    if (domains.length > 0) {
      const owned = await manager.findOneBy(CompanyEntity, { domain: In(domains), id: Not(companyId) });
      if (owned?.domain) throw new DomainTakenError(owned.domain);
      const listed = await manager.findOneBy(CompanyDomainEntity, { domain: In(domains), companyId: Not(companyId) });
      if (listed) throw new DomainTakenError(listed.domain);
    }
    await manager.delete(CompanyDomainEntity, { companyId });
    if (domains.length > 0) {
      await manager.insert(
        CompanyDomainEntity,
        domains.map((domain) => ({ domain, companyId })),
      );
    }
  }
}
