import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AGGREGATIONS } from '../join-planner.js';
import { DATE_BUCKETS, REPORT_FORMATS } from '../report-definition.js';

export class ReportColumnDto {
  @ApiProperty()
  fieldId!: string;

  @ApiProperty()
  label!: string;

  @ApiProperty()
  type!: string;

  @ApiProperty()
  entity!: string;

  @ApiProperty()
  currency!: boolean;
}

export class PivotDimensionDto {
  @ApiProperty()
  fieldId!: string;

  @ApiProperty()
  label!: string;

  @ApiProperty({ type: String, nullable: true, enum: DATE_BUCKETS })
  dateBucket!: string | null;
}

export class PivotValueMetaDto {
  @ApiProperty({ example: 'v0' })
  key!: string;

  @ApiProperty({ type: String, nullable: true })
  fieldId!: string | null;

  @ApiProperty()
  label!: string;

  @ApiProperty({ enum: AGGREGATIONS })
  aggregation!: string;

  @ApiProperty()
  currency!: boolean;
}

export class PivotColumnDto {
  @ApiProperty({ description: "JSON of the column's labels; '[]' is the row's total" })
  key!: string;

  @ApiProperty({ type: 'array', items: {}, description: 'One label per column field (fewer for a column subtotal, none for the total)' })
  labels!: Array<string | number | boolean | null>;

  @ApiProperty({ enum: ['data', 'subtotal', 'total'] })
  type!: string;
}

export class PivotMetaDto {
  @ApiProperty({ type: [PivotDimensionDto] })
  rows!: PivotDimensionDto[];

  @ApiProperty({ type: [PivotDimensionDto] })
  columns!: PivotDimensionDto[];

  @ApiProperty({ type: [PivotValueMetaDto], description: 'The values shown (hidden ones left out)' })
  values!: PivotValueMetaDto[];

  @ApiProperty({ type: [PivotColumnDto], description: 'Column headers in order: columns, column subtotals after their group, the total last' })
  columnKeys!: PivotColumnDto[];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description:
      "The pivot's grand-total line (as the last line of data lists it), on every page, so that a pivot read a page at a time shows it from the first",
  })
  grandTotal?: Record<string, unknown> | null;
}

export class ReportDateRangeDto {
  @ApiProperty()
  startDate!: string;

  @ApiProperty()
  endDate!: string;

  @ApiPropertyOptional({ example: 'last-month', description: 'The preset the dates were computed from today (Chicago time), when the range is relative' })
  preset?: string;
}

export class GenerateReportResponseDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description:
      'table: one object per row keyed by field id; pivot: its lines {type data|subtotal|grandTotal, depth, labels, other?, values: {columnKey: {valueKey: number}}}; summary: one object per field {fieldId, label, count, sum, avg, min, max}',
  })
  data!: Array<Record<string, unknown>>;

  @ApiProperty({ enum: REPORT_FORMATS })
  format!: string;

  @ApiProperty({ description: 'Whose rows the report’s rows are (an entity key)' })
  grain!: string;

  @ApiProperty({ description: 'Rows (table) or lines (pivot) in all, over every page' })
  total!: number;

  @ApiProperty()
  page!: number;

  @ApiProperty()
  pageSize!: number;

  @ApiPropertyOptional({ type: [ReportColumnDto], description: 'table: the columns, in order' })
  columns?: ReportColumnDto[];

  @ApiPropertyOptional({ type: PivotMetaDto })
  pivot?: PivotMetaDto;

  @ApiPropertyOptional({ description: 'summary: how many rows the report has' })
  rowCount?: number;

  @ApiPropertyOptional({ description: 'The date field filtered on' })
  dateField?: string;

  @ApiPropertyOptional({ type: ReportDateRangeDto, description: 'The days filtered on (Chicago time, inclusive)' })
  dateRange?: ReportDateRangeDto;
}
