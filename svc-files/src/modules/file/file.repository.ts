import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type DeepPartial, type EntityManager, type FindOptionsWhere, type Repository } from 'typeorm';
import { CompanyScope } from '@milestone/nest-kit';
import { FileEntity } from './file.entity.js';

/** The largest page of a file list; DEFAULT_FILE_PAGE when the caller names none. */
export const MAX_FILE_PAGE = 500;
export const DEFAULT_FILE_PAGE = 100;

/** Uploaded files of one company: every read and write takes the caller's companyId. */
@Injectable()
export class FileRepository {
  private readonly scope: CompanyScope<FileEntity>;

  constructor(@InjectRepository(FileEntity) private readonly repo: Repository<FileEntity>) {
    this.scope = new CompanyScope(repo);
  }

  /** A page of the company's current inputs (of one task when `taskId` is given), newest first, and how many there are. */
  listCurrent(companyId: number, filter: { taskId?: number; limit: number; offset: number }): Promise<[FileEntity[], number]> {
    const where: FindOptionsWhere<FileEntity> = { supersededAt: IsNull() };
    if (filter.taskId !== undefined) where.taskId = filter.taskId;
    return this.scope.findAndCount(companyId, {
      where,
      order: { uploadedAt: 'DESC', id: 'DESC' },
      take: filter.limit,
      skip: filter.offset,
    });
  }

  /** The task's current inputs, newest first, read in `manager`'s transaction (hold the task's lock to act on them). */
  currentInputs(manager: EntityManager, companyId: number, taskId: number): Promise<FileEntity[]> {
    return this.scope.find(companyId, { where: { taskId, supersededAt: IsNull() }, order: { uploadedAt: 'DESC', id: 'DESC' } }, manager);
  }

  /** Inserts a new current input of a task. */
  async insert(manager: EntityManager, companyId: number, row: DeepPartial<FileEntity>): Promise<FileEntity> {
    const [saved] = await this.scope.insert(companyId, [{ ...row, supersededAt: null }], manager);
    return saved!;
  }

  /**
   * Marks the task's current inputs replaced (all but `keepId`) and answers their ids. Run it
   * holding the task's lock (TaskRefRepository.lockTask).
   */
  async supersedeCurrent(manager: EntityManager, companyId: number, taskId: number, keepId?: number): Promise<number[]> {
    const current = await this.currentInputs(manager, companyId, taskId);
    const ids = current.map((f) => f.id).filter((id) => id !== keepId);
    if (ids.length > 0) await this.scope.update(companyId, { id: In(ids) }, { supersededAt: () => 'now()' }, manager);
    return ids;
  }

  /**
   * Deletes the rows among `ids` that are replaced and that no execution used (no execution_inputs
   * row names them), and answers their storage keys: the blobs to delete next. A replaced file an
   * execution used stays, as that execution's input.
   */
  async deleteUnreferencedSuperseded(companyId: number, ids: readonly number[], manager?: EntityManager): Promise<string[]> {
    if (ids.length === 0) return [];
    const result = await (manager ?? this.repo.manager)
      .createQueryBuilder()
      .delete()
      .from(FileEntity)
      .where('company_id = :companyId AND id IN (:...ids) AND superseded_at IS NOT NULL', { companyId, ids: [...ids] })
      .andWhere('NOT EXISTS (SELECT 1 FROM execution_inputs e WHERE e.file_id = uploaded_files.id)')
      .returning('file_path')
      .execute();
    return (result.raw as Array<{ file_path: string }>).map((r) => r.file_path);
  }

  /** Which of `keys` still have a row (any company): their blobs are in use. */
  async keysInUse(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.repo.find({ select: { filePath: true }, where: { filePath: In([...keys]) } });
    return new Set(rows.map((r) => r.filePath));
  }
}
