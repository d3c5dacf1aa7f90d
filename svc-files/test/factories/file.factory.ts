import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { FileEntity } from '../../src/modules/file/file.entity.js';
import { KnownTaskEntity } from '../../src/modules/task-ref/known-task.entity.js';

export function aCompanyId(): number {
  return randomInt(100_000, 2_000_000_000);
}

export function aUserId(): number {
  return randomInt(100_000, 2_000_000_000);
}

export function aTaskId(): number {
  return randomInt(100_000, 2_000_000_000);
}

/** A task svc-files knows (as tasks.task.created.v1 would have recorded it). */
export async function aKnownTask(ds: DataSource, companyId: number, taskId = aTaskId(), deletedAt: Date | null = null): Promise<number> {
  await ds.getRepository(KnownTaskEntity).insert({ taskId, companyId, deletedAt });
  return taskId;
}

/** Stores an uploaded-file row directly (no blob): for the list's paging and scoping. */
export async function anUploadedFile(ds: DataSource, file: Pick<FileEntity, 'companyId' | 'uploadedBy' | 'taskId'> & Partial<FileEntity>): Promise<FileEntity> {
  const fileName = `${randomUUID()}.xlsx`;
  const repo = ds.getRepository(FileEntity);
  return repo.save(
    repo.create({
      originalName: 'technician-hours.xlsx',
      fileName,
      filePath: `${file.companyId}/${file.taskId}/inputs/${fileName}`,
      size: 18_432,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      sha256: createHash('sha256').update(fileName).digest('hex'),
      supersededAt: null,
      ...file,
    }),
  );
}
