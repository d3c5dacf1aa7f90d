import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const DEFAULT_STATS_DAYS = 30;
export const MAX_STATS_DAYS = 90;

const daysMessage = { message: `days must be a whole number from 1 to ${MAX_STATS_DAYS}` };

export class ExecutionStatsQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_STATS_DAYS, default: DEFAULT_STATS_DAYS })
  @IsOptional()
  @Type(() => Number)
  @IsInt(daysMessage)
  @Min(1, daysMessage)
  @Max(MAX_STATS_DAYS, daysMessage)
  days?: number;
}

/** The runs queued on one day (America/Chicago), by their status now. */
export class ExecutionDayDto {
  @ApiProperty({ format: 'date', description: 'YYYY-MM-DD in America/Chicago' })
  date!: string;

  @ApiProperty()
  pending!: number;

  @ApiProperty()
  running!: number;

  @ApiProperty()
  completed!: number;

  @ApiProperty()
  failed!: number;

  @ApiProperty()
  cancelled!: number;
}

export class ExecutionStatsDto {
  @ApiProperty({ type: [ExecutionDayDto], description: 'Every day of the period, oldest first, today last (days without runs hold zeros)' })
  days!: ExecutionDayDto[];
}
