import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { AI_TASK_TYPES } from '../ai.types.js';

// The validation of the AI builder's request fields, written once (nest-kit's ValidationPipe
// answers with the message of the topmost failing decorator, so each stack lists the most basic
// check first, as the decorators read above a property).

/** The longest description the builder takes. */
export const AI_DESCRIPTION_MAX = 4000;
/** The longest AI request of the step editor. */
export const AI_REQUEST_MAX = 2000;

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

function stacked(...decorators: PropertyDecorator[]): PropertyDecorator {
  return applyDecorators(...[...decorators].reverse());
}

/** Trimmed non-blank text of at most `max` characters: '<Label> is required', '<Label> must be at most N characters'. */
export const RequiredText = (label: string, max: number): PropertyDecorator =>
  stacked(
    Transform(trim),
    IsString({ message: `${label} is required` }),
    IsNotEmpty({ message: `${label} is required` }),
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
  );

export const AiTaskTypeField = (): PropertyDecorator => IsIn(AI_TASK_TYPES, { message: `Task type must be one of ${AI_TASK_TYPES.join(', ')}` });

/** A list of at most `max` texts, each at most 4000 characters. */
export const TextList = (label: string, max = 200): PropertyDecorator =>
  stacked(
    IsArray({ message: `${label} must be a list of texts` }),
    IsString({ each: true, message: `${label} must be a list of texts` }),
    ArrayMaxSize(max, { message: `${label} can have at most ${max} items` }),
    MaxLength(4000, { each: true, message: `Each of ${label} must be at most 4000 characters` }),
  );

/** The most of a sample file the builder takes: its sheets, columns, rows and cell text. */
export const SAMPLE_LIMITS = { sheets: 10, columns: 60, rows: 20, text: 255 } as const;

function isCell(value: unknown): boolean {
  return value === null || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'string';
}

/**
 * What is wrong with a sample (null: nothing): `{ fileName, sheets: [{ name, columns, rows }] }`,
 * each sheet's columns texts and its rows lists of cells (text, number, true/false or null).
 */
export function sampleProblem(value: unknown): string | null {
  if (value === undefined) return null;
  const { sheets: maxSheets, columns: maxColumns, rows: maxRows, text } = SAMPLE_LIMITS;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'Sample must be an object with fileName and sheets';
  const sample = value as { fileName?: unknown; sheets?: unknown };
  if (typeof sample.fileName !== 'string' || sample.fileName.trim() === '' || sample.fileName.length > text)
    return `Sample fileName must be a text of 1 to ${text} characters`;
  if (!Array.isArray(sample.sheets) || sample.sheets.length === 0 || sample.sheets.length > maxSheets)
    return `Sample sheets must be a list of 1 to ${maxSheets} sheets`;
  for (const sheet of sample.sheets as unknown[]) {
    const { name, columns, rows } = (typeof sheet === 'object' && sheet !== null ? sheet : {}) as { name?: unknown; columns?: unknown; rows?: unknown };
    if (typeof name !== 'string' || name.length > text) return `Each sample sheet needs a name of at most ${text} characters`;
    if (!Array.isArray(columns) || columns.length > maxColumns || columns.some((c) => typeof c !== 'string' || c.length > text))
      return `A sample sheet's columns must be a list of at most ${maxColumns} texts of at most ${text} characters`;
    if (!Array.isArray(rows) || rows.length > maxRows) return `A sample sheet's rows must be a list of at most ${maxRows} rows`;
    for (const row of rows as unknown[])
      if (!Array.isArray(row) || row.length > maxColumns || row.some((cell) => !isCell(cell) || (typeof cell === 'string' && cell.length > text)))
        return `Each sample row must be a list of at most ${maxColumns} cells: texts of at most ${text} characters, numbers, true/false or null`;
  }
  return null;
}
