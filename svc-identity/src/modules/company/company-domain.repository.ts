import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, type EntityManager, type Repository } from 'typeorm';
import { CompanyScope } from '@milestone/nest-kit';
import { CompanyDomainEntity } from './company-domain.entity.js';
import { CompanyEntity } from './company.entity.js';
import { newDomainToken } from './company-domains.js';

export type DomainProofMethod = 'dns' | 'owner-email';

/**
 * The authorized domains of companies, claimed and proven. Writes take the caller's transaction;
 * reads take it when they are part of one.
 */
@Injectable()
export class CompanyDomainRepository {
  private readonly scope: CompanyScope<CompanyDomainEntity>;

  constructor(@InjectRepository(CompanyDomainEntity) private readonly repo: Repository<CompanyDomainEntity>) {
    this.scope = new CompanyScope(repo);
  }

  /** The claim that proved `domain`, if any company has. */
  findProven(manager: EntityManager, domain: string): Promise<CompanyDomainEntity | null> {
    return manager.findOneBy(CompanyDomainEntity, { domain, verifiedAt: Not(IsNull()) });
  }

  /** One of `domains` proven by another company than `companyId`, if any. */
  findProvenByOthers(companyId: number, domains: string[], manager: EntityManager = this.repo.manager): Promise<CompanyDomainEntity | null> {
    if (domains.length === 0) return Promise.resolve(null);
    return manager.findOneBy(CompanyDomainEntity, { domain: In(domains), companyId: Not(companyId), verifiedAt: Not(IsNull()) });
  }

  findOfCompany(companyId: number, manager?: EntityManager): Promise<CompanyDomainEntity[]> {
    return this.scope.find(companyId, {}, manager);
  }

  findClaim(companyId: number, domain: string): Promise<CompanyDomainEntity | null> {
    return this.scope.findOne(companyId, { domain });
  }

  /**
   * Makes `domains` the company's claims: removed ones go, new ones come pending with a fresh
   * token, kept ones keep their token and proof.
   */
  async replaceClaims(manager: EntityManager, companyId: number, domains: string[]): Promise<void> {
    const current = await this.findOfCompany(companyId, manager);
    const removed = current.filter((c) => !domains.includes(c.domain)).map((c) => c.domain);
    if (removed.length > 0) await this.scope.delete(companyId, { domain: In(removed) }, manager);
    const added = domains.filter((d) => !current.some((c) => c.domain === d));
    if (added.length > 0) {
      await manager.insert(
        CompanyDomainEntity,
        added.map((domain) => ({ domain, companyId, verificationToken: newDomainToken() })),
      );
    }
  }

  /** A pending claim for a new company's own domain; answers its token. */
  async claimOwnDomain(manager: EntityManager, companyId: number, domain: string): Promise<string> {
    const token = newDomainToken();
    await manager.createQueryBuilder().insert().into(CompanyDomainEntity).values({ domain, companyId, verificationToken: token }).orIgnore().execute();
    return token;
  }

  /**
   * Marks the claim proven (and the company verified when it is its own domain). False when the
   * claim is gone or already proven; a proof by another company meets the partial unique index.
   */
  async markProven(manager: EntityManager, claim: Pick<CompanyDomainEntity, 'companyId' | 'domain'>, method: DomainProofMethod): Promise<boolean> {
    const updated = await this.scope.update(
      claim.companyId,
      { domain: claim.domain, verifiedAt: IsNull() },
      { verifiedAt: new Date(), verificationMethod: method },
      manager,
    );
    if (!updated) return false;
    await manager.update(CompanyEntity, { id: claim.companyId, domain: claim.domain }, { isVerified: true, verificationMethod: method });
    return true;
  }
}
