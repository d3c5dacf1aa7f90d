import type { ScriptVersionRow } from './script-version.repository.js';
import type { ScriptVersionDto, ScriptVersionSummaryDto } from './dto/script-version.dto.js';

export function toScriptVersionSummaryDto(row: ScriptVersionRow): ScriptVersionSummaryDto {
  return {
    id: row.id,
    version: row.version,
    source: row.source,
    createdBy: row.createdBy,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    lines: row.lines,
  };
}

export function toScriptVersionDto(row: ScriptVersionRow & { script: string }): ScriptVersionDto {
  return { ...toScriptVersionSummaryDto(row), script: row.script };
}
