import type { ExecutionRecordEntity } from '../execution-file/execution-record.entity.js';
import type { ExecutionFileRow } from '../execution-file/execution-file.repository.js';
import { spreadsheetKindOf } from '../execution-file/output-name.js';
import type { ExecutionFileDto, ExecutionFilesDetailDto, ExecutionFilesDto } from './dto/execution-files.dto.js';

/** A storage key as the API shows it: without its leading `<companyId>/`. */
export function publicFilePath(key: string): string {
  return key.slice(key.indexOf('/') + 1);
}

export function toExecutionFileDto(row: ExecutionFileRow): ExecutionFileDto {
  const filePath = publicFilePath(row.filePath);
  const isSheet = spreadsheetKindOf(row.name) !== null;
  const name = encodeURIComponent(row.name);
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    mimeType: row.mimeType,
    kind: row.kind,
    filePath,
    downloadUrl: row.kind === 'output' ? `/api/download-output/${row.executionId}/${name}` : `/api/download-task-file?filePath=${encodeURIComponent(filePath)}`,
    previewUrl: !isSheet ? null : row.kind === 'output' ? `/api/preview-output/${row.executionId}/${name}` : `/api/files/${row.id}/preview`,
  };
}

export function toExecutionFilesDto(record: ExecutionRecordEntity, files: readonly ExecutionFileRow[]): ExecutionFilesDto {
  const own = files.filter((f) => f.executionId === record.executionId);
  return {
    executionId: record.executionId,
    taskId: record.taskId,
    status: record.status,
    timestamp: (record.startedAt ?? record.createdAt).toISOString(),
    inputFiles: own.filter((f) => f.kind === 'input').map(toExecutionFileDto),
    outputFiles: own.filter((f) => f.kind === 'output').map(toExecutionFileDto),
  };
}

export function toExecutionFilesDetailDto(record: ExecutionRecordEntity, files: readonly ExecutionFileRow[]): ExecutionFilesDetailDto {
  return { ...toExecutionFilesDto(record, files), log: record.log };
}
