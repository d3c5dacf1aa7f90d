import type { FindOptionsWhere, ObjectLiteral, Repository, FindManyOptions, FindOneOptions } from 'typeorm';

/**
 * Tenancy at the repository layer: every read and write of a company's rows goes through here,
 * with the caller's companyId, so a controller cannot forget the scope. Another company's row
 * is simply not found.
 */
export class CompanyScope<T extends ObjectLiteral & { companyId: number }> {
  constructor(private readonly repo: Repository<T>) {}

  private where(companyId: number, where?: FindOptionsWhere<T>): FindOptionsWhere<T> {
    return { ...(where ?? {}), companyId } as FindOptionsWhere<T>;
  }

  find(companyId: number, options: Omit<FindManyOptions<T>, 'where'> & { where?: FindOptionsWhere<T> } = {}): Promise<T[]> {
    return this.repo.find({ ...options, where: this.where(companyId, options.where) });
  }

  findAndCount(
    companyId: number,
    options: Omit<FindManyOptions<T>, 'where'> & { where?: FindOptionsWhere<T> } = {},
  ): Promise<[T[], number]> {
    return this.repo.findAndCount({ ...options, where: this.where(companyId, options.where) });
  }

  findOne(companyId: number, where: FindOptionsWhere<T>, options: Omit<FindOneOptions<T>, 'where'> = {}): Promise<T | null> {
    return this.repo.findOne({ ...options, where: this.where(companyId, where) });
  }
}
