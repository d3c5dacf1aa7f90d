import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsObject, IsOptional, Min } from 'class-validator';
import { MaxJsonSize } from '@milestone/nest-kit';

/** The largest parameters (or formData) a run may carry, as JSON. */
export const MAX_RUN_PARAMETERS_BYTES = 64 * 1024;

/**
 * The body of POST /api/tasks/{id}/execute: none for a card's Run Task; a form task sends the
 * date and its data as JSON text. Read by the service (the body is optional: see
 * `readExecuteBody`), documented here.
 */
export class ExecuteTaskDto {
  @ApiPropertyOptional({ description: 'A form task’s date (as the form shows it)' })
  dateCreated?: string;

  @ApiPropertyOptional({
    description:
      'A form task’s data: JSON text of an object. A load calculation task needs it: its form (LoadCalculationSubmission of @milestone/loadcalc, with an optional codeEdition and existingDwelling), checked as the calculator’s Submit checks it',
  })
  formData?: string;
}

/**
 * The body of POST /api/tasks/execute (the pay report page): the task and its run's parameters.
 * For the Technician Pay Report they are the spec's: start_date and end_date (one Monday-Sunday
 * week, YYYY-MM-DD), group_by (none, team, business_unit), include_commission_analysis,
 * output_file (a plain file name; stored as .xlsx), use_weekly_periods (true).
 */
export class RunTaskDto {
  @ApiPropertyOptional({ minimum: 1, description: 'The task; without it, the company’s Technician Pay Report (found by its name)' })
  @IsOptional()
  @IsInt({ message: 'taskId must be a whole number' })
  @Min(1, { message: 'taskId must be a whole number' })
  taskId?: number;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: `The pay report’s start_date, end_date, output_file, group_by, include_commission_analysis, use_weekly_periods (checked: a 400 names what is wrong; stored normalised); another task’s what its script reads with milestone.parameters(); at most ${MAX_RUN_PARAMETERS_BYTES / 1024} KB as JSON`,
  })
  @IsOptional()
  @IsObject({ message: 'parameters must be an object' })
  @MaxJsonSize(MAX_RUN_PARAMETERS_BYTES, 'parameters')
  parameters?: Record<string, unknown>;
}
