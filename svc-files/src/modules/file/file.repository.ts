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
  async deleteUnreferencedSuperseded(companyId: number, ids: readonly number[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const result = await this.repo.manager
      .createQueryBuilder()
      .delete()
      .from(FileEntity)
      .where('company_id = :companyId AND id IN (:...ids) AND superseded_at IS NOT NULL', { companyId, ids: [...ids] })
      .andWhere('NOT EXISTS (SELECT 1 FROM execution_inputs e WHERE e.file_id = uploaded_files.id)')
      .returning('file_path')
      .execute();
    return (result.raw as Array<{ file_path: string }>).map((r) => r.file_path);
  }

  /**
   * A page of the task's uploads (current or replaced), by id after `afterId`: what the release of
   * a deleted task deletes, blob first.
   */
  uploadsOfTask(companyId: number, taskId: number, afterId: number, limit: number): Promise<StoredKey[]> {
    return keysOfTask(this.repo.manager, 'uploaded_files', { companyId, taskId, afterId, limit });
  }

  /**
   * Deletes the task's uploads `ids` (their blobs are gone) with the execution_inputs rows that
   * name them, in one transaction: two statements whatever the number of files.
   */
  async deleteUploads(companyId: number, taskId: number, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.repo.manager.transaction(async (manager) => {
      await manager.query(`DELETE FROM execution_inputs WHERE company_id = $1 AND file_id = ANY($2::int[])`, [companyId, ids]);
      await manager.query(`DELETE FROM uploaded_files WHERE company_id = $1 AND task_id = $2 AND id = ANY($3::int[])`, [companyId, taskId, ids]);
    });
  }

  /** Deletes every execution_inputs row of the task (rows only: the uploads they name keep theirs). */
  async deleteExecutionInputsOfTask(companyId: number, taskId: number): Promise<void> {
    await this.repo.manager.query(`DELETE FROM execution_inputs WHERE company_id = $1 AND task_id = $2`, [companyId, taskId]);
  }
}

/** A row's id and the storage key of its blob. */
export interface StoredKey {
  id: number;
  key: string;
}

/**
 * A page of a task's rows in `table` (uploads or outputs: both keep their blob's key in
 * file_path), by id after `afterId`.
 */
export async function keysOfTask(
  manager: EntityManager,
  table: 'uploaded_files' | 'output_files',
  page: { companyId: number; taskId: number; afterId: number; limit: number },
): Promise<StoredKey[]> {
  const rows: Array<{ id: number; file_path: string }> = await manager.query(
    `SELECT id, file_path FROM ${table} WHERE company_id = $1 AND task_id = $2 AND id > $3 ORDER BY id LIMIT $4`,
    [page.companyId, page.taskId, page.afterId, page.limit],
  );
  return rows.map((r) => ({ id: r.id, key: r.file_path }));
}
