import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@milestone/nest-kit';
import { FileRepository } from './file.repository.js';
import { toUploadedFileDto } from './file.mapper.js';
import type { UploadedFileDto } from './dto/uploaded-file.dto.js';

@Injectable()
export class FileService {
  constructor(private readonly files: FileRepository) {}

  /** The company's uploaded files, newest first; those of one task when `taskId` is given. */
  async list(caller: AuthUser, taskId?: number): Promise<UploadedFileDto[]> {
    return (await this.files.list(caller.companyId, { taskId })).map(toUploadedFileDto);
  }
}
