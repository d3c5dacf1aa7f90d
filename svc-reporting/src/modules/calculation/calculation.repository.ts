import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CompanyScope } from '@milestone/nest-kit';
import { CalculationEntity } from './calculation.entity.js';

export interface Page {
  limit: number;
  offset: number;
}

export type NewCalculation = Pick<CalculationEntity, 'userId' | 'name' | 'description' | 'formData'>;

/** Saved calculations of one company: every read and write takes the caller's companyId. */
@Injectable()
export class CalculationRepository {
  private readonly scope: CompanyScope<CalculationEntity>;

  constructor(@InjectRepository(CalculationEntity) private readonly repo: Repository<CalculationEntity>) {
    this.scope = new CompanyScope(repo);
  }

  listOfUser(companyId: number, userId: number, page: Page): Promise<[CalculationEntity[], number]> {
    return this.scope.findAndCount(companyId, { where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: page.limit, skip: page.offset });
  }

  insert(companyId: number, calculation: NewCalculation): Promise<CalculationEntity> {
    return this.repo.save(this.repo.create({ ...calculation, companyId }));
  }

  /** Deletes one of the user's calculations; false when the company and user have none by that id. */
  async deleteOfUser(companyId: number, userId: number, id: number): Promise<boolean> {
    const result = await this.repo.delete({ id, companyId, userId });
    return (result.affected ?? 0) > 0;
  }
}
