import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Min } from 'class-validator';
import { EXECUTION_KINDS, type ExecutionKind } from '@milestone/contracts';
import { PageQueryDto } from '@milestone/nest-kit';
import { EXECUTION_STATUSES, type ExecutionStatus } from '../execution.entity.js';

export const DEFAULT_EXECUTION_PAGE = 50;
export const MAX_EXECUTION_PAGE = 200;

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export class ListExecutionsQueryDto extends PageQueryDto({ max: MAX_EXECUTION_PAGE, default: DEFAULT_EXECUTION_PAGE }) {
  @ApiPropertyOptional({ minimum: 1, description: 'Only the runs of this task (the task’s run panel)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'taskId must be a whole number' })
  @Min(1, { message: 'taskId must be a whole number' })
  taskId?: number;

  @ApiPropertyOptional({ enum: EXECUTION_STATUSES })
  @IsOptional()
  @IsIn(EXECUTION_STATUSES, { message: `status must be one of ${EXECUTION_STATUSES.join(', ')}` })
  status?: ExecutionStatus;

  @ApiPropertyOptional({ enum: EXECUTION_KINDS, description: 'Only the runs of this kind (a form task’s submissions: form)' })
  @IsOptional()
  @IsIn(EXECUTION_KINDS, { message: `kind must be one of ${EXECUTION_KINDS.join(', ')}` })
  kind?: ExecutionKind;

  @ApiPropertyOptional({ format: 'date', description: 'Runs queued on or after this day (YYYY-MM-DD, America/Chicago)' })
  @IsOptional()
  @Matches(DATE, { message: 'from must be a date (YYYY-MM-DD)' })
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Runs queued on or before this day (YYYY-MM-DD, America/Chicago)' })
  @IsOptional()
  @Matches(DATE, { message: 'to must be a date (YYYY-MM-DD)' })
  to?: string;

  @ApiPropertyOptional({ minimum: 1, description: 'Only the runs this user started' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'startedBy must be a whole number' })
  @Min(1, { message: 'startedBy must be a whole number' })
  startedBy?: number;
}
