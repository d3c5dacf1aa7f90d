import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { TASK_STATUSES, TASK_TYPES, type TaskStatus, type TaskType } from '@milestone/contracts';
import { PageQueryDto } from '@milestone/nest-kit';

export const DEFAULT_TASK_PAGE = 100;
export const MAX_TASK_PAGE = 500;

export class ListTasksQueryDto extends PageQueryDto({ max: MAX_TASK_PAGE, default: DEFAULT_TASK_PAGE }) {
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
}
