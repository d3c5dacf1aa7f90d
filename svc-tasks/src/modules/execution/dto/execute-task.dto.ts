import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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

/** The body of POST /api/tasks/execute (the pay report): the task and the parameters its script reads. */
export class RunTaskDto {
  @ApiProperty({ minimum: 1 })
  @IsInt({ message: 'taskId must be a whole number' })
  @Min(1, { message: 'taskId must be a whole number' })
  taskId!: number;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: `What the script reads with milestone.parameters(); at most ${MAX_RUN_PARAMETERS_BYTES / 1024} KB as JSON`,
  })
  @IsOptional()
  @IsObject({ message: 'parameters must be an object' })
  @MaxJsonSize(MAX_RUN_PARAMETERS_BYTES, 'parameters')
  parameters?: Record<string, unknown>;
}
