import type { FileUploadedV1 } from '@milestone/contracts';
import type { FileEntity } from './file.entity.js';
import type { UploadedFileDto } from './dto/uploaded-file.dto.js';
import type { UploadResultDto } from './dto/upload-result.dto.js';

/** A storage key without its leading `<companyId>/`: the path a company's user sees and sends back. */
export function companyRelativePath(file: Pick<FileEntity, 'companyId' | 'filePath'>): string {
  const prefix = `${file.companyId}/`;
  return file.filePath.startsWith(prefix) ? file.filePath.slice(prefix.length) : file.filePath;
}

export function toUploadedFileDto(file: FileEntity): UploadedFileDto {
  return {
    id: file.id,
    taskId: file.taskId,
    originalName: file.originalName,
    fileName: file.fileName,
    size: file.size,
    mimeType: file.mimeType,
    sha256: file.sha256,
    uploadedBy: file.uploadedBy,
    uploadedAt: file.uploadedAt.toISOString(),
    filePath: companyRelativePath(file),
  };
}

export function toUploadResultDto(file: FileEntity, inputFileCount: number): UploadResultDto {
  return {
    id: file.id,
    originalName: file.originalName,
    taskId: file.taskId,
    size: file.size,
    mimeType: file.mimeType,
    inputFileCount,
  };
}

export function toFileUploadedEvent(file: FileEntity, replacedFileIds: number[], inputFileCount: number): FileUploadedV1 {
  return {
    fileId: file.id,
    taskId: file.taskId,
    companyId: file.companyId,
    originalName: file.originalName,
    size: file.size,
    mimeType: file.mimeType,
    sha256: file.sha256,
    uploadedBy: file.uploadedBy,
    replacedFileIds,
    inputFileCount,
    at: file.uploadedAt.toISOString(),
  };
}
