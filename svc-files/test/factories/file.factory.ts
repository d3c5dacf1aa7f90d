import { randomInt, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { FileEntity } from '../../src/modules/file/file.entity.js';

export function aCompanyId(): number {
  return randomInt(100_000, 2_000_000_000);
}

export function aUserId(): number {
  return randomInt(100_000, 2_000_000_000);
}

/**
 * Stores an uploaded-file row directly: the upload endpoint lands in a later issue, the list
 * already has to show what is stored.
 */
export async function anUploadedFile(ds: DataSource, file: Pick<FileEntity, 'companyId' | 'uploadedBy'> & Partial<FileEntity>): Promise<FileEntity> {
  const fileName = `${randomUUID()}.xlsx`;
  const repo = ds.getRepository(FileEntity);
  return repo.save(
    repo.create({
      taskId: null,
      originalName: 'technician-hours.xlsx',
      fileName,
      filePath: `/var/lib/milestone/files/${fileName}`,
      size: 18_432,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ...file,
    }),
  );
}
