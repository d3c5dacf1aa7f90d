import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { CompanyScope } from '@milestone/nest-kit';
import { CompanyEntity } from './company.entity.js';
import { CompanySettingsEntity } from './company-settings.entity.js';

/** The seats of a company: its verified, active accounts and its limit (null: none). */
export interface Seats {
  members: number;
  maxUsers: number | null;
}

/**
 * Companies and their settings, always by the company's id (a company's own row is its tenancy).
 * Methods taking an EntityManager run in the caller's transaction; the others read outside one.
 */
@Injectable()
export class CompanyRepository {
  private readonly settings: CompanyScope<CompanySettingsEntity>;

  constructor(
    @InjectRepository(CompanyEntity) private readonly repo: Repository<CompanyEntity>,
    @InjectRepository(CompanySettingsEntity) settings: Repository<CompanySettingsEntity>,
  ) {
    this.settings = new CompanyScope(settings);
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.repo.manager.transaction(work);
  }

  findById(companyId: number, manager: EntityManager = this.repo.manager): Promise<CompanyEntity | null> {
    return manager.findOneBy(CompanyEntity, { id: companyId });
  }

  /** The company, which must exist (EntityNotFoundError otherwise). */
  getById(manager: EntityManager, companyId: number): Promise<CompanyEntity> {
    return manager.findOneByOrFail(CompanyEntity, { id: companyId });
  }

  /** The company whose own domain (its founder's) is `domain`. */
  findByDomain(manager: EntityManager, domain: string): Promise<CompanyEntity | null> {
    return manager.findOneBy(CompanyEntity, { domain });
  }

  settingsOf(companyId: number, manager?: EntityManager): Promise<CompanySettingsEntity | null> {
    return this.settings.findOne(companyId, {}, {}, manager);
  }

  /** The company, locked for the rest of the transaction (joins and settings changes queue). */
  lockForUpdate(manager: EntityManager, companyId: number): Promise<CompanyEntity | null> {
    return manager.findOne(CompanyEntity, { where: { id: companyId }, lock: { mode: 'pessimistic_write' } });
  }

  /** Seats are held by verified, active accounts only (sign-ups nobody verified or activated take none). */
  async seatsOf(manager: EntityManager, companyId: number): Promise<Seats> {
    const [row]: Array<{ members: number; max_users: number | null }> = await manager.query(
      `SELECT (SELECT count(*)::int FROM users WHERE company_id = $1 AND is_email_verified AND is_active) AS members,
              (SELECT max_users FROM company_settings WHERE company_id = $1) AS max_users`,
      [companyId],
    );
    return { members: row!.members, maxUsers: row!.max_users };
  }

  /** Every account of the company, verified or not. */
  async countAccounts(manager: EntityManager, companyId: number): Promise<number> {
    const [{ members }]: Array<{ members: number }> = await manager.query(`SELECT count(*)::int AS members FROM users WHERE company_id = $1`, [companyId]);
    return members;
  }

  /** The company whose own domain is `domain` (which must exist). */
  getByDomain(manager: EntityManager, domain: string): Promise<CompanyEntity> {
    return manager.findOneByOrFail(CompanyEntity, { domain });
  }

  /**
   * Inserts the company and its settings; null when a company already has this domain (the insert
   * waits for a concurrent one to commit, then does nothing).
   */
  async insertUnlessDomainTaken(manager: EntityManager, name: string, domain: string | null): Promise<CompanyEntity | null> {
    const inserted = await manager.createQueryBuilder().insert().into(CompanyEntity).values({ name, domain }).orIgnore().returning('*').execute();
    const row = (inserted.raw as Array<{ id: number }>)[0];
    if (!row) return null;
    const company = await manager.findOneByOrFail(CompanyEntity, { id: row.id });
    await manager.insert(CompanySettingsEntity, { companyId: company.id, verificationDomain: domain });
    return company;
  }

  async setVerificationToken(manager: EntityManager, companyId: number, token: string): Promise<void> {
    await manager.update(CompanyEntity, { id: companyId }, { verificationToken: token });
  }

  /** The company's settings, made with the defaults (and the company's own domain) when it has none. */
  async settingsOrDefault(manager: EntityManager, company: CompanyEntity): Promise<CompanySettingsEntity> {
    const settings = await this.settingsOf(company.id, manager);
    return settings ?? this.settings.save(company.id, manager.create(CompanySettingsEntity, { verificationDomain: company.domain }), manager);
  }

  async saveSettings(manager: EntityManager, settings: CompanySettingsEntity): Promise<void> {
    await this.settings.save(settings.companyId, settings, manager);
  }

  async rename(manager: EntityManager, company: CompanyEntity, name: string): Promise<void> {
    company.name = name;
    await manager.save(company);
  }
}
