import { ApiProperty } from '@nestjs/swagger';
import { FORM_VERSION_SOURCES, type FormVersionSource } from '../form-version.entity.js';

/** A saved definition of a task's form, as the version list shows it. */
export class FormVersionSummaryDto {
  @ApiProperty({ description: 'Numbered per task from 1' })
  version!: number;

  @ApiProperty({ enum: FORM_VERSION_SOURCES, description: "'manual' (a task admin's edit, or the form the task had before its first edit), 'restore'" })
  source!: FormVersionSource;

  @ApiProperty({ type: Number, nullable: true, description: 'Who saved it (null: the platform, the form the task started with)' })
  createdBy!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Their name (first and last, else email)' })
  createdByName!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ description: "The form's title in this version" })
  title!: string;

  @ApiProperty({ description: 'Its fields and tables' })
  fieldCount!: number;
}

/** A saved definition with the definition (a FormDefinition of @milestone/contracts/forms). */
export class FormVersionDto extends FormVersionSummaryDto {
  @ApiProperty({ type: 'object', additionalProperties: true })
  definition!: Record<string, unknown>;
}
