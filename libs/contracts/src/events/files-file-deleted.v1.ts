import type { Integer, IsoDateTime } from './scalars.js';

export const FILE_DELETED_V1 = 'files.file.deleted.v1' as const;

/**
 * Input files of a task were cleared (DELETE /api/files, or the task was deleted). Files that
 * executions used stay readable as those executions' inputs; they are no longer the task's inputs.
 */
export interface FileDeletedV1 {
  fileIds: Integer[];
  taskId: Integer;
  companyId: Integer;
  /** The user who cleared them; null when the platform did (the task was deleted). */
  deletedBy: Integer | null;
  /** How many current inputs the task has now (0 after a clear). */
  inputFileCount: Integer;
  at: IsoDateTime;
}
