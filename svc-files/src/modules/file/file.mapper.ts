import type { FileEntity } from './file.entity.js';
import type { UploadedFileDto } from './dto/uploaded-file.dto.js';

export function toUploadedFileDto(file: FileEntity): UploadedFileDto {
  return {
    id: file.id,
    taskId: file.taskId,
    originalName: file.originalName,
    fileName: file.fileName,
    size: file.size,
    mimeType: file.mimeType,
    uploadedBy: file.uploadedBy,
    uploadedAt: file.uploadedAt.toISOString(),
  };
}
