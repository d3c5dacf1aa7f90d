import type { FileEntity } from '../file/file.entity.js';
import type { OutputFileEntity } from './output-file.entity.js';
import type { ClaimedInputDto, StoredOutputDto } from './dto/internal.dto.js';

export function toClaimedInputDto(file: FileEntity): ClaimedInputDto {
  return {
    id: file.id,
    originalName: file.originalName,
    size: file.size,
    sha256: file.sha256,
    mimeType: file.mimeType,
    contentUrl: `/internal/files/${file.id}/content?companyId=${file.companyId}`,
  };
}

export function toStoredOutputDto(output: OutputFileEntity): StoredOutputDto {
  return { id: output.id, name: output.name, size: output.size, sha256: output.sha256 };
}
