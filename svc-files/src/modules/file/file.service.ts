import { Injectable } from '@nestjs/common';
import { FileRepository } from './file.repository.js';
import type { FileEntity } from './file.entity.js';

export interface Caller {
  id: number;
  companyId: number;
}

@Injectable()
export class FileService {
  constructor(private readonly files: FileRepository) {}

  /** The company's uploaded files, newest first; those of one task when `taskId` is given. */
  list(caller: Caller, taskId?: number): Promise<FileEntity[]> {
    return this.files.list(caller.companyId, { taskId });
  }
}
