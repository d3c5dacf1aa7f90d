import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { TASK_STATUSES, TASK_TYPES, type TaskStatus, type TaskType } from '@milestone/contracts';

export const DEFAULT_TASK_PAGE = 100;
export const MAX_TASK_PAGE = 500;

export class ListTasksQueryDto {
  @ApiPropertyOptional({
    enum: TASK_TYPES,
    description: "Either vocabulary: 'load-calculation' and 'form-processing' name the same kind, so do 'file-processing' and 'excel-processing'",
  })
  @IsOptional()
  @IsIn(TASK_TYPES, { message: `type must be one of ${TASK_TYPES.join(', ')}` })
  type?: TaskType;

  @ApiPropertyOptional({ enum: TASK_STATUSES })
  @IsOptional()
  @IsIn(TASK_STATUSES, { message: `status must be one of ${TASK_STATUSES.join(', ')}` })
  status?: TaskStatus;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_TASK_PAGE, default: DEFAULT_TASK_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `limit must be a whole number from 1 to ${MAX_TASK_PAGE}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${MAX_TASK_PAGE}` })
  @Max(MAX_TASK_PAGE, { message: `limit must be a whole number from 1 to ${MAX_TASK_PAGE}` })
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be a whole number of 0 or more' })
  @Min(0, { message: 'offset must be a whole number of 0 or more' })
  offset?: number;
}
