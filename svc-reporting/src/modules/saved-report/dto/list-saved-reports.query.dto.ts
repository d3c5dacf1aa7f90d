import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';
import { PageQueryDto } from '@milestone/nest-kit';

/** A list item carries no definition: a page of them stays small. */
export const MAX_SAVED_REPORT_PAGE = 100;
export const DEFAULT_SAVED_REPORT_PAGE = 50;

export class ListSavedReportsQueryDto extends PageQueryDto({ max: MAX_SAVED_REPORT_PAGE, default: DEFAULT_SAVED_REPORT_PAGE }) {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'Only the reports saved from this task' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'taskId must be a whole number.' })
  @Min(1, { message: 'taskId must be a whole number.' })
  taskId?: number;
}
