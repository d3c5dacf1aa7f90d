import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { AGGREGATIONS } from '../join-planner.js';
import { BAD_PRESET, BUSINESS_UNIT_FILTER, DATE_BUCKETS, FILTER_OPERATORS, JOB_STATUS_FILTER, MAX_PAGE_SIZE, REPORT_FORMATS } from '../report-definition.js';
import { isPreset, PRESET_NAMES } from '@milestone/contracts/report-periods';

/** A date range preset presetRange reads, else the sentence that names them. */
function IsReportPreset(): PropertyDecorator {
  return ValidateBy({ name: 'isReportPreset', validator: { validate: (value) => isPreset(value), defaultMessage: (args) => BAD_PRESET(args?.value) } });
}

export class DateRangeDto {
  @ApiPropertyOptional({
    example: '2026-10-01',
    description: 'First day, Chicago time (YYYY-MM-DD; an ISO time counts as its Chicago day). Default: 29 days before the end',
  })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  startDate?: string;

  @ApiPropertyOptional({ example: '2026-10-31', description: 'Last day, included. Default: today in Chicago' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  endDate?: string;

  @ApiPropertyOptional({
    example: 'last-month',
    description: `A relative period, recomputed in Chicago time on every call (the dates beside it are then ignored, and the answer echoes the dates used): ${PRESET_NAMES}`,
  })
  @IsOptional()
  @IsReportPreset()
  preset?: string;
}

/** A pivot row or column: a field, and for a date field the bucket its values are grouped by. */
export class PivotFieldDto {
  @ApiProperty({ example: 'invoices.invoiceDate' })
  @IsString()
  @MaxLength(100)
  fieldId!: string;

  @ApiPropertyOptional({ enum: DATE_BUCKETS, description: 'Date fields: day (default), week (from Monday), month, quarter or year' })
  @IsOptional()
  @IsString()
  dateBucket?: string;
}

/** A pivot value: a field aggregated (no field: a count of rows). */
export class PivotValueDto {
  @ApiPropertyOptional({ example: 'invoices.subTotal' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  fieldId?: string;

  @ApiPropertyOptional({ enum: AGGREGATIONS, description: "Default: the pivot's aggregation (count for a field that is not a number)" })
  @IsOptional()
  @IsString()
  aggregation?: string;

  @ApiPropertyOptional({ description: 'Computed to sort by, not shown' })
  @IsOptional()
  @IsBoolean()
  hidden?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  label?: string;
}

export class PivotSortDto {
  @ApiPropertyOptional({ enum: ['label', 'value'], description: 'Default label' })
  @IsOptional()
  @IsString()
  by?: string;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], description: 'Default asc by label, desc by value' })
  @IsOptional()
  @IsString()
  direction?: string;

  @ApiPropertyOptional({ description: "By value: the value's key (v0, v1 ...) or field id; default the first shown value" })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  valueKey?: string;

  @ApiPropertyOptional({ description: "By value: a column's key as the answer names it; default the row's total" })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  columnKey?: string;
}

const FIELD_OR_OBJECT = (ref: string) => ({ type: 'array' as const, items: { oneOf: [{ type: 'string' }, { $ref: ref }] } });

@ApiExtraModels(PivotFieldDto, PivotValueDto)
export class PivotConfigDto {
  @ApiPropertyOptional({
    ...FIELD_OR_OBJECT(getSchemaPath(PivotFieldDto)),
    description: 'Row fields (ids or {fieldId, dateBucket}), outermost first; at most 3',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(3)
  rows?: Array<string | PivotFieldDto>;

  @ApiPropertyOptional({ ...FIELD_OR_OBJECT(getSchemaPath(PivotFieldDto)), description: 'Column fields; at most 3' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(3)
  columns?: Array<string | PivotFieldDto>;

  @ApiPropertyOptional({
    ...FIELD_OR_OBJECT(getSchemaPath(PivotValueDto)),
    description: 'Values (ids or {fieldId, aggregation, hidden}); default the number fields selected, else a count',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(8)
  values?: Array<string | PivotValueDto>;

  @ApiPropertyOptional({ enum: AGGREGATIONS, description: 'The aggregation of values that name none (default sum)' })
  @IsOptional()
  @IsString()
  aggregation?: string;

  @ApiPropertyOptional({ type: PivotSortDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => PivotSortDto)
  sort?: PivotSortDto;

  @ApiPropertyOptional({ description: "Keep the first row field's N largest groups (by the sort value); the rest are one group, 'Other'" })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1000)
  topN?: number;
}

export class ReportFilterDto {
  @ApiProperty({ example: 'jobs.jobStatus' })
  @IsString()
  @MaxLength(100)
  fieldId!: string;

  @ApiProperty({ enum: FILTER_OPERATORS })
  @IsString()
  operator!: string;

  @ApiPropertyOptional({ description: 'A value (a list for in, [from, to] for between, none for isEmpty/isNotEmpty); dates as YYYY-MM-DD Chicago days' })
  @IsOptional()
  @Allow()
  value?: unknown;
}

export class ReportSortDto {
  @ApiProperty()
  @IsString()
  @MaxLength(100)
  fieldId!: string;

  @ApiPropertyOptional({ enum: ['asc', 'desc'] })
  @IsOptional()
  @IsString()
  direction?: string;
}

/** Spec 001 section 3 "Report config", with the filters and sort of the report. */
export class ReportConfigDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  description?: string;

  @ApiPropertyOptional({ type: DateRangeDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => DateRangeDto)
  dateRange?: DateRangeDto;

  @ApiPropertyOptional({ enum: REPORT_FORMATS, description: 'Default table' })
  @IsOptional()
  @IsIn(REPORT_FORMATS, { message: 'The report format must be table, pivot or summary.' })
  format?: string;

  @ApiPropertyOptional({ type: PivotConfigDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => PivotConfigDto)
  pivotConfig?: PivotConfigDto;

  @ApiPropertyOptional({ type: [ReportFilterDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => ReportFilterDto)
  filters?: ReportFilterDto[];

  @ApiPropertyOptional({ enum: BUSINESS_UNIT_FILTER, description: 'Default All' })
  @IsOptional()
  @IsIn(BUSINESS_UNIT_FILTER, { message: `Business Unit is one of ${BUSINESS_UNIT_FILTER.join(', ')}.` })
  businessUnit?: string;

  @ApiPropertyOptional({ enum: JOB_STATUS_FILTER, description: 'Default All' })
  @IsOptional()
  @IsIn(JOB_STATUS_FILTER, { message: `Job Status is one of ${JOB_STATUS_FILTER.join(', ')}.` })
  jobStatus?: string;

  @ApiPropertyOptional({ type: [ReportSortDto], description: 'Table rows: sort keys, first first' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(5)
  @ValidateNested({ each: true })
  @Type(() => ReportSortDto)
  sort?: ReportSortDto[];
}

/** A report's definition: its fields, date range and configuration (what generate-report pages and download-report writes whole). */
export class ReportDefinitionDto {
  @ApiProperty({ type: [String], example: ['businessUnits.name', 'invoices.subTotal'] })
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  selectedFields!: string[];

  @ApiPropertyOptional({ type: DateRangeDto, description: 'Applies to dateField; default the last 30 days' })
  @IsOptional()
  @ValidateNested()
  @Type(() => DateRangeDto)
  dateRange?: DateRangeDto;

  @ApiPropertyOptional({ example: 'invoices.invoiceDate', description: 'The date field the date range applies to; none: no date filter' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  dateField?: string;

  @ApiPropertyOptional({ type: ReportConfigDto })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => ReportConfigDto)
  reportConfig?: ReportConfigDto;
}

export class GenerateReportDto extends ReportDefinitionDto {
  @ApiPropertyOptional({ description: 'Page of rows (table) or lines (pivot), from 1' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100_000)
  page?: number;

  @ApiPropertyOptional({ description: `Default 50 (table) or 100 (pivot); at most ${MAX_PAGE_SIZE}` })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  pageSize?: number;
}
