import { ApiProperty } from '@nestjs/swagger';
import { SCRIPT_SOURCES, type ScriptSource } from '../script-version.entity.js';

/** A saved script of a task, as the version list shows it (no text). */
export class ScriptVersionSummaryDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ description: 'Numbered per task from 1' })
  version!: number;

  @ApiProperty({ enum: SCRIPT_SOURCES, description: "'manual' (an edit), 'ai' (generated), 'restore' (an older version made current)" })
  source!: ScriptSource;

  @ApiProperty({ type: Number, nullable: true, description: 'Who saved it (null: the platform)' })
  createdBy!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Their name (first and last, else email)' })
  createdByName!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ description: 'How many lines the script has (0: the script was cleared)' })
  lines!: number;
}

/** A saved script with its text. */
export class ScriptVersionDto extends ScriptVersionSummaryDto {
  @ApiProperty({ description: 'The Python script as saved' })
  script!: string;
}
