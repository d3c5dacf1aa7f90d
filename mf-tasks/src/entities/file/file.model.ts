import type { FilesComponents } from '@milestone/contracts';

/** One of a task's current input files (GET /api/files?taskId=). */
export type UploadedFile = FilesComponents['schemas']['UploadedFileDto'];

/** What POST /api/upload answers: the stored file and how many current inputs its task now has. */
export type UploadResult = FilesComponents['schemas']['UploadResultDto'];

/** A task's current input files: the newest first, and how many there are in all (X-Total-Count). */
export interface TaskInputs {
  files: UploadedFile[];
  total: number;
}
