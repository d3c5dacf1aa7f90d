import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Min, ValidateNested } from 'class-validator';
import { DELIVERY_FORMATS, MAX_RECIPIENTS, type DeliveryFormat } from '../../execution/report-delivery/report-delivery-parameters.js';

const CRON_TEXT = 'cronExpression must be a text of five fields';

const DELIVERY_TEXT =
  "E-mail a saved report on each run instead of running the task (a report task's, api-reporting): the file in the chosen format to users of the company. " +
  "Refused with 400 'Only a report task (api-reporting) can e-mail a saved report on a schedule' or 'Not a user of this company: <e-mail>'";

/** A schedule's e-mail of a saved report, as sent (the service trims, lower-cases and de-duplicates the recipients). */
export class ScheduleDeliveryBodyDto {
  @ApiProperty({ example: 12, description: 'The saved report (svc-reporting) of the task' })
  @IsInt({ message: 'delivery.savedReportId must be the id of a saved report' })
  @Min(1, { message: 'delivery.savedReportId must be the id of a saved report' })
  savedReportId!: number;

  @ApiProperty({ enum: DELIVERY_FORMATS, example: 'xlsx', description: 'The attached file’s format' })
  @IsIn(DELIVERY_FORMATS, { message: `delivery.format must be one of ${DELIVERY_FORMATS.join(', ')}` })
  format!: DeliveryFormat;

  @ApiProperty({
    type: [String],
    minItems: 1,
    maxItems: MAX_RECIPIENTS,
    example: ['ops@acme.example'],
    description: `1 to ${MAX_RECIPIENTS} e-mail addresses of users of the company`,
  })
  @IsArray({ message: 'delivery.recipients must be a list of e-mail addresses' })
  @ArrayMinSize(1, { message: 'A delivery needs at least one recipient' })
  @ArrayMaxSize(MAX_RECIPIENTS, { message: `A delivery goes to at most ${MAX_RECIPIENTS} recipients` })
  @IsString({ each: true, message: 'delivery.recipients must be a list of e-mail addresses' })
  recipients!: string[];

  @ApiPropertyOptional({ default: false, description: 'A run whose report has no rows sends no e-mail (it succeeds saying so)' })
  @IsOptional()
  @IsBoolean({ message: 'delivery.skipIfEmpty must be true or false' })
  skipIfEmpty?: boolean;
}

/** A new schedule of a task; the expression is checked by the service (400 'Invalid cron expression: ...'). */
export class CreateScheduleDto {
  @ApiProperty({ example: '0 7 * * 1-5', description: 'Five fields (minute hour day-of-month month day-of-week), Chicago time' })
  @IsString({ message: CRON_TEXT })
  cronExpression!: string;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;

  @ApiPropertyOptional({ type: ScheduleDeliveryBodyDto, description: DELIVERY_TEXT })
  @IsOptional()
  @ValidateNested()
  @Type(() => ScheduleDeliveryBodyDto)
  delivery?: ScheduleDeliveryBodyDto;
}

/** A change of a schedule: its expression, switched on or off, its delivery, or any of them. */
export class UpdateScheduleDto {
  @ApiPropertyOptional({ example: '0 6 * * 1' })
  @IsOptional()
  @IsString({ message: CRON_TEXT })
  cronExpression?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;

  @ApiPropertyOptional({ type: ScheduleDeliveryBodyDto, nullable: true, description: `${DELIVERY_TEXT}. null removes it: the schedule runs its task again` })
  @IsOptional()
  @ValidateNested()
  @Type(() => ScheduleDeliveryBodyDto)
  delivery?: ScheduleDeliveryBodyDto | null;
}

export class SchedulePreviewQueryDto {
  @ApiProperty({ example: '0 7 * * 1-5' })
  @IsString({ message: CRON_TEXT })
  cron!: string;
}
