import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString } from 'class-validator';

const CRON_TEXT = 'cronExpression must be a text of five fields';

/** A new schedule of a task; the expression is checked by the service (400 'Invalid cron expression: ...'). */
export class CreateScheduleDto {
  @ApiProperty({ example: '0 7 * * 1-5', description: 'Five fields (minute hour day-of-month month day-of-week), Chicago time' })
  @IsString({ message: CRON_TEXT })
  cronExpression!: string;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;
}

/** A change of a schedule: its expression, switched on or off, or both. */
export class UpdateScheduleDto {
  @ApiPropertyOptional({ example: '0 6 * * 1' })
  @IsOptional()
  @IsString({ message: CRON_TEXT })
  cronExpression?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;
}

export class SchedulePreviewQueryDto {
  @ApiProperty({ example: '0 7 * * 1-5' })
  @IsString({ message: CRON_TEXT })
  cron!: string;
}
