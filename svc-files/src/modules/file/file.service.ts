import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { FILE_DELETED_V1, type TaskDeletedV1 } from '@milestone/contracts';
import { Outbox, type AuthUser } from '@milestone/nest-kit';
import { TaskRefRepository } from '../task-ref/task-ref.repository.js';
import { TaskRefs } from '../task-ref/task-refs.service.js';
import { TaskNotFoundError } from '../task-ref/task-ref.errors.js';
import { FileRepository } from './file.repository.js';
import { BlobJanitor } from './blob-janitor.js';
import { toUploadedFileDto } from './file.mapper.js';
import type { UploadedFileDto } from './dto/uploaded-file.dto.js';
import type { ClearFilesResultDto } from './dto/clear-result.dto.js';

export interface FilePage {
  taskId?: number;
  limit: number;
  offset: number;
}

/** A task's input files: the list, the clear, and what a deleted task leaves. */
@Injectable()
export class FileService {
  constructor(
    private readonly files: FileRepository,
    private readonly taskRefs: TaskRefs,
    private readonly tasks: TaskRefRepository,
    private readonly outbox: Outbox,
    private readonly janitor: BlobJanitor,
  ) {}

  /** A page of the company's current input files (of one live task when `taskId` is given), newest first, and the total. */
  async list(caller: AuthUser, page: FilePage): Promise<[UploadedFileDto[], number]> {
    if (page.taskId !== undefined) await this.taskRefs.requireLive(caller.companyId, page.taskId);
    const [rows, total] = await this.files.listCurrent(caller.companyId, page);
    return [rows.map(toUploadedFileDto), total];
  }

  /**
   * Clears the task's input files (DELETE /api/files): they stop being its inputs, with
   * files.file.deleted.v1 in the same transaction; the ones no execution used are deleted, row
   * and blob, once that has committed.
   */
  async clear(caller: AuthUser, taskId: number): Promise<ClearFilesResultDto> {
    await this.taskRefs.requireLive(caller.companyId, taskId);
    const cleared = await this.outbox.transaction(async (manager) => {
      const task = await this.tasks.lockTask(manager, caller.companyId, taskId);
      if (!task || task.deletedAt) throw new TaskNotFoundError();
      const ids = await this.files.supersedeCurrent(manager, caller.companyId, taskId);
      if (ids.length > 0) {
        await this.outbox.add(manager, FILE_DELETED_V1, {
          fileIds: ids,
          taskId,
          companyId: caller.companyId,
          deletedBy: caller.id,
          inputFileCount: 0,
          at: new Date().toISOString(),
        });
      }
      return ids;
    });
    await this.deleteUnused(caller.companyId, cleared);
    return { deleted: cleared.length };
  }

  /**
   * tasks.task.deleted.v1, in the consumer's transaction: the task is marked deleted (no upload,
   * list or download finds it again) and its current inputs are cleared as by DELETE /api/files,
   * by the platform (deletedBy null). Every file of the task (rows and blobs) then goes with the
   * task's release (TaskFilesRelease), once this has committed.
   */
  async taskDeleted(event: TaskDeletedV1, manager: EntityManager): Promise<void> {
    const task = await this.tasks.recordDeleted(manager, event.companyId, event.taskId, new Date(event.at));
    if (!task) return;
    const ids = await this.files.supersedeCurrent(manager, event.companyId, event.taskId);
    if (ids.length === 0) return;
    await this.outbox.add(manager, FILE_DELETED_V1, {
      fileIds: ids,
      taskId: event.taskId,
      companyId: event.companyId,
      deletedBy: null,
      inputFileCount: 0,
      at: new Date().toISOString(),
    });
  }

  /** After a commit that replaced `ids`: deletes those no execution used, rows then blobs. */
  async deleteUnused(companyId: number, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const keys = await this.files.deleteUnreferencedSuperseded(companyId, ids);
    await this.janitor.deleteNow(keys);
  }
}
