import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CompanyScope } from '@milestone/nest-kit';
import { StConnectionEntity, type CheckOutcome, type EndpointCheck } from './st-connection.entity.js';

/** What a saved connection holds, the secret and the key already sealed. */
export type ConnectionFields = Pick<
  StConnectionEntity,
  'authUrl' | 'apiUrl' | 'tenantId' | 'clientId' | 'clientSecretSealed' | 'appKeySealed' | 'source' | 'connectedBy'
>;

export interface AuthCheck {
  status: CheckOutcome;
  message: string;
  at: Date;
}

/** st_connections, one row per company: every read and write takes the company's id. */
@Injectable()
export class ConnectionRepository {
  private readonly scope: CompanyScope<StConnectionEntity>;

  constructor(@InjectRepository(StConnectionEntity) private readonly repo: Repository<StConnectionEntity>) {
    this.scope = new CompanyScope(repo);
  }

  findOf(companyId: number): Promise<StConnectionEntity | null> {
    return this.scope.findOne(companyId, {});
  }

  /**
   * Saves the company's connection (new or changed) with the outcome of the token request that
   * tested it. Credentials that point elsewhere (another tenant or API) make the old endpoint
   * checks meaningless: `resetChecks` clears them.
   */
  async save(companyId: number, fields: ConnectionFields, auth: AuthCheck | null, resetChecks: boolean): Promise<StConnectionEntity> {
    const existing = await this.findOf(companyId);
    const row = existing ?? this.repo.create({ companyId, endpointChecks: {}, endpointsCheckedAt: null });
    Object.assign(row, fields);
    if (auth) Object.assign(row, { authStatus: auth.status, authMessage: auth.message, authCheckedAt: auth.at });
    if (resetChecks) Object.assign(row, { endpointChecks: {}, endpointsCheckedAt: null });
    return this.scope.save(companyId, row);
  }

  /** Inserts the connection unless the company has one already (the demo pre-fill never overwrites an admin's). true when inserted. */
  async insertIfMissing(companyId: number, fields: ConnectionFields): Promise<boolean> {
    const result = await this.repo
      .createQueryBuilder()
      .insert()
      .into(StConnectionEntity)
      .values({ companyId, ...fields })
      .orIgnore()
      .returning(['companyId'])
      .execute();
    return result.raw.length > 0;
  }

  async recordAuth(companyId: number, auth: AuthCheck): Promise<void> {
    await this.scope.update(companyId, {}, { authStatus: auth.status, authMessage: auth.message, authCheckedAt: auth.at });
  }

  async recordEndpoints(companyId: number, checks: Record<string, EndpointCheck>, at: Date): Promise<void> {
    await this.scope.update(companyId, {}, { endpointChecks: checks, endpointsCheckedAt: at });
  }

  /**
   * Claims the refresh of the company's endpoint checks when the last ones are older than
   * `maxAgeMs` (or none): true for exactly one caller across instances; the others keep showing
   * the last checks until the new ones are stored.
   */
  async claimEndpointRefresh(companyId: number, maxAgeMs: number): Promise<boolean> {
    const result = await this.repo
      .createQueryBuilder()
      .update(StConnectionEntity)
      .set({ endpointsCheckedAt: () => 'now()' })
      .where('company_id = :companyId', { companyId })
      .andWhere('(endpoints_checked_at IS NULL OR endpoints_checked_at < now() - make_interval(secs => :seconds))', { seconds: maxAgeMs / 1000 })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** true when there was a connection to remove. */
  async delete(companyId: number): Promise<boolean> {
    return (await this.scope.delete(companyId, {})) > 0;
  }

  async companyIds(): Promise<number[]> {
    const rows = await this.repo.find({ select: { companyId: true }, order: { companyId: 'ASC' } });
    return rows.map((row) => row.companyId);
  }
}
