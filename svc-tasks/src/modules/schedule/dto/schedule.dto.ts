import { ApiProperty } from '@nestjs/swagger';
import { DELIVERY_FORMATS, type DeliveryFormat } from '../../execution/report-delivery/report-delivery-parameters.js';

/** What a schedule e-mails on each run. */
export class ScheduleDeliveryDto {
  @ApiProperty()
  savedReportId!: number;

  @ApiProperty({ enum: DELIVERY_FORMATS })
  format!: DeliveryFormat;

  @ApiProperty({ type: [String], description: 'Users of the company, lower-cased' })
  recipients!: string[];

  @ApiProperty({ description: 'A run whose report has no rows sends no e-mail' })
  skipIfEmpty!: boolean;
}

/** A task's schedule as the API answers it. */
export class ScheduleDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  taskId!: number;

  @ApiProperty({ example: '0 7 * * 1-5', description: 'Five fields (minute hour day-of-month month day-of-week), read in `timezone`' })
  cronExpression!: string;

  @ApiProperty({ example: 'America/Chicago' })
  timezone!: string;

  @ApiProperty()
  enabled!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the scheduler last queued a run' })
  lastRun!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The next due time (null while disabled)' })
  nextRun!: string | null;

  @ApiProperty({ type: [String], description: 'The next five run times (ISO, UTC), whether or not it is enabled' })
  nextRuns!: string[];

  @ApiProperty({ example: 'At 07:00 AM, Monday through Friday', description: 'The expression in plain English' })
  description!: string;

  @ApiProperty({ description: 'Its runs start as this user (who created or last changed it)' })
  runAsUserId!: number;

  @ApiProperty({ type: ScheduleDeliveryDto, nullable: true, description: 'The saved report each run e-mails; null: each run runs the task' })
  delivery!: ScheduleDeliveryDto | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;
}

/** What an expression means before it is saved: the screen's live preview. */
export class SchedulePreviewDto {
  @ApiProperty({ example: '0 7 * * 1-5' })
  cronExpression!: string;

  @ApiProperty({ example: 'America/Chicago' })
  timezone!: string;

  @ApiProperty({ example: 'At 07:00 AM, Monday through Friday' })
  description!: string;

  @ApiProperty({ type: [String] })
  nextRuns!: string[];
}
