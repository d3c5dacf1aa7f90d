import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FindOptionsWhere, Repository } from 'typeorm';
import { CompanyScope } from '@milestone/nest-kit';
import { FileEntity } from './file.entity.js';

/** The most rows a file list answers (newest first): a list never grows with the company's history. */
export const MAX_FILE_LIST = 500;

/** Uploaded files of one company: every read takes the caller's companyId. */
@Injectable()
export class FileRepository {
  private readonly scope: CompanyScope<FileEntity>;

  constructor(@InjectRepository(FileEntity) repo: Repository<FileEntity>) {
    this.scope = new CompanyScope(repo);
  }

  list(companyId: number, filter: { taskId?: number }): Promise<FileEntity[]> {
    const where: FindOptionsWhere<FileEntity> = {};
    if (filter.taskId !== undefined) where.taskId = filter.taskId;
    return this.scope.find(companyId, { where, order: { uploadedAt: 'DESC', id: 'DESC' }, take: MAX_FILE_LIST });
  }
}
