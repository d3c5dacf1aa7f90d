import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FindOptionsSelect, FindOptionsWhere, Repository } from 'typeorm';
import { CompanyScope } from '@milestone/nest-kit';
import { SavedReportEntity } from './saved-report.entity.js';

export interface SavedReportPage {
  limit: number;
  offset: number;
  /** Only the reports saved from this task. */
  taskId?: number;
}

export type NewSavedReport = Pick<SavedReportEntity, 'ownerId' | 'ownerEmail' | 'taskId' | 'name' | 'description' | 'definition'>;

/** The list's columns: a page of reports reads no definition. */
const SUMMARY_COLUMNS: FindOptionsSelect<SavedReportEntity> = {
  id: true,
  companyId: true,
  ownerId: true,
  ownerEmail: true,
  taskId: true,
  name: true,
  description: true,
  createdAt: true,
  updatedAt: true,
};

/** Saved reports of one company: every read and write takes the caller's companyId. */
@Injectable()
export class SavedReportRepository {
  private readonly scope: CompanyScope<SavedReportEntity>;

  constructor(@InjectRepository(SavedReportEntity) repo: Repository<SavedReportEntity>) {
    this.scope = new CompanyScope(repo);
  }

  /** A page of the company's reports, the last changed first (without their definitions), and how many match in all. */
  listOfCompany(companyId: number, page: SavedReportPage): Promise<[SavedReportEntity[], number]> {
    const where: FindOptionsWhere<SavedReportEntity> = page.taskId === undefined ? {} : { taskId: page.taskId };
    return this.scope.findAndCount(companyId, {
      where,
      select: SUMMARY_COLUMNS,
      order: { updatedAt: 'DESC', id: 'DESC' },
      take: page.limit,
      skip: page.offset,
    });
  }

  find(companyId: number, id: number): Promise<SavedReportEntity | null> {
    return this.scope.findOne(companyId, { id });
  }

  async insert(companyId: number, report: NewSavedReport): Promise<SavedReportEntity> {
    const [saved] = await this.scope.insert(companyId, [report]);
    return saved!;
  }

  /** Writes a report of the company as loaded and changed (its updatedAt moves). */
  save(companyId: number, report: SavedReportEntity): Promise<SavedReportEntity> {
    return this.scope.save(companyId, report);
  }

  /** Deletes the company's report; false when it has none by that id. */
  async delete(companyId: number, id: number): Promise<boolean> {
    return (await this.scope.delete(companyId, { id })) > 0;
  }
}
