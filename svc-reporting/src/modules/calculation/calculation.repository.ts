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

  constructor(@InjectRepository(CalculationEntity) repo: Repository<CalculationEntity>) {
    this.scope = new CompanyScope(repo);
  }

  listOfUser(companyId: number, userId: number, page: Page): Promise<[CalculationEntity[], number]> {
    return this.scope.findAndCount(companyId, { where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: page.limit, skip: page.offset });
  }

  async insert(companyId: number, calculation: NewCalculation): Promise<CalculationEntity> {
    const [saved] = await this.scope.insert(companyId, [calculation]);
    return saved!;
  }

  /** Deletes one of the user's calculations; false when the company and user have none by that id. */
  async deleteOfUser(companyId: number, userId: number, id: number): Promise<boolean> {
    return (await this.scope.delete(companyId, { id, userId })) > 0;
  }
}
