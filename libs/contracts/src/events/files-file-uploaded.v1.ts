import type { Integer, IsoDateTime } from './scalars.js';

export const FILE_UPLOADED_V1 = 'files.file.uploaded.v1' as const;

/**
 * A file was uploaded as an input of a task. It replaced the task's earlier inputs (listed in
 * `replacedFileIds`): "a new upload replaces existing files" holds per task. `inputFileCount` is
 * how many current inputs the task has now, so a consumer needs no count of its own.
 */
export interface FileUploadedV1 {
  fileId: Integer;
  taskId: Integer;
  companyId: Integer;
  originalName: string;
  size: Integer;
  mimeType: string;
  sha256: string;
  uploadedBy: Integer;
  replacedFileIds: Integer[];
  inputFileCount: Integer;
  at: IsoDateTime;
}
