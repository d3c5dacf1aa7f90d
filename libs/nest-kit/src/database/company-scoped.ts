import type { DeepPartial, EntityManager, FindManyOptions, FindOneOptions, FindOptionsWhere, ObjectLiteral, QueryDeepPartialEntity, Repository } from 'typeorm';

type WhereOptions<T> = Omit<FindManyOptions<T>, 'where'> & { where?: FindOptionsWhere<T> };

/** A row written with a companyId other than the caller's: a bug in the caller, never a user's doing. */
export class CrossCompanyWriteError extends Error {
  override readonly name = 'CrossCompanyWriteError';
  constructor(companyId: number, rowCompanyId: number) {
    super(`a row of company ${rowCompanyId} cannot be written for company ${companyId}`);
  }
}

/**
 * Tenancy at the repository layer: every read and write of a company's rows goes through here,
 * with the caller's companyId, so a controller cannot forget the scope. Another company's row
 * is simply not found, not changed and not locked. Writes take an optional EntityManager so they
 * join the caller's transaction (the outbox's, a consumer's).
 */
export class CompanyScope<T extends ObjectLiteral & { companyId: number }> {
  constructor(private readonly repo: Repository<T>) {}

  private where(companyId: number, where?: FindOptionsWhere<T>): FindOptionsWhere<T> {
    return { ...(where ?? {}), companyId } as FindOptionsWhere<T>;
  }

  private repoOf(manager?: EntityManager): Repository<T> {
    return manager ? manager.getRepository<T>(this.repo.target) : this.repo;
  }

  find(companyId: number, options: WhereOptions<T> = {}, manager?: EntityManager): Promise<T[]> {
    return this.repoOf(manager).find({ ...options, where: this.where(companyId, options.where) });
  }

  findAndCount(companyId: number, options: WhereOptions<T> = {}): Promise<[T[], number]> {
    return this.repo.findAndCount({ ...options, where: this.where(companyId, options.where) });
  }

  findOne(companyId: number, where: FindOptionsWhere<T>, options: Omit<FindOneOptions<T>, 'where'> = {}, manager?: EntityManager): Promise<T | null> {
    return this.repoOf(manager).findOne({ ...options, where: this.where(companyId, where) });
  }

  /**
   * Reads one row of the company and holds a write lock on it until `manager`'s transaction ends
   * (SELECT ... FOR UPDATE): a check and the write it guards cannot interleave with another's.
   */
  lockForUpdate(manager: EntityManager, companyId: number, where: FindOptionsWhere<T>): Promise<T | null> {
    return this.repoOf(manager).findOne({ where: this.where(companyId, where), lock: { mode: 'pessimistic_write' } });
  }

  /** Inserts new rows of the company. */
  insert(companyId: number, rows: ReadonlyArray<DeepPartial<T>>, manager?: EntityManager): Promise<T[]> {
    const repo = this.repoOf(manager);
    return repo.save(rows.map((row) => repo.create({ ...row, companyId } as DeepPartial<T>)));
  }

  /**
   * Saves a row (new or loaded) as the company's: a row that names another company is refused,
   * so a loaded row can never be moved to the caller's company by accident.
   */
  save<E extends DeepPartial<T>>(companyId: number, row: E, manager?: EntityManager): Promise<E & T> {
    const rowCompanyId = (row as { companyId?: number }).companyId;
    if (rowCompanyId !== undefined && rowCompanyId !== companyId) throw new CrossCompanyWriteError(companyId, rowCompanyId);
    (row as { companyId?: number }).companyId = companyId;
    return this.repoOf(manager).save(row);
  }

  /** Sets `values` on the company's rows that match `where` (soft-deleted ones too); how many. */
  async update(companyId: number, where: FindOptionsWhere<T>, values: QueryDeepPartialEntity<T>, manager?: EntityManager): Promise<number> {
    const result = await this.repoOf(manager).update(this.where(companyId, where), values);
    return result.affected ?? 0;
  }

  /** Deletes the company's rows that match `where`; how many. */
  async delete(companyId: number, where: FindOptionsWhere<T>, manager?: EntityManager): Promise<number> {
    const result = await this.repoOf(manager).delete(this.where(companyId, where));
    return result.affected ?? 0;
  }

  /** Marks the company's rows that match `where` deleted (the entity's DeleteDateColumn); how many. */
  async softDelete(companyId: number, where: FindOptionsWhere<T>, manager?: EntityManager): Promise<number> {
    const result = await this.repoOf(manager).softDelete(this.where(companyId, where));
    return result.affected ?? 0;
  }
}
