import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { MaxJsonSize } from '@milestone/nest-kit';
import { ReportDefinitionDto } from '../../service-titan/report/dto/generate-report.dto.js';

// nest-kit's ValidationPipe answers with the message of the topmost failing decorator of a
// property: the most basic check of each property comes first.
const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** Spec 001 section 5: 'Report Name Required' / 'Please enter a name for your report.' */
export const REPORT_NAME_REQUIRED = 'Please enter a name for your report.';
export const MAX_REPORT_NAME = 255;
export const MAX_REPORT_DESCRIPTION = 2000;
/** A definition of 60 fields, 20 filters and a pivot is a few KB: 64 KB leaves room for any real one. */
export const MAX_DEFINITION_BYTES = 64 * 1024;

const DEFINITION_MESSAGE = 'definition must be the report definition (selectedFields, dateRange, dateField, reportConfig).';

/** POST /api/reports: a report of the report builder saved under a name. */
export class SaveReportDto {
  @ApiProperty({ maxLength: MAX_REPORT_NAME, example: 'Revenue by business unit, last month' })
  @Transform(trim)
  @IsString({ message: REPORT_NAME_REQUIRED })
  @IsNotEmpty({ message: REPORT_NAME_REQUIRED })
  @MaxLength(MAX_REPORT_NAME, { message: `Report name must be at most ${MAX_REPORT_NAME} characters.` })
  name!: string;

  @ApiPropertyOptional({ maxLength: MAX_REPORT_DESCRIPTION })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'Report description must be text.' })
  @MaxLength(MAX_REPORT_DESCRIPTION, { message: `Report description must be at most ${MAX_REPORT_DESCRIPTION} characters.` })
  description?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'The api-reporting task it is saved from' })
  @IsOptional()
  @IsInt({ message: 'taskId must be a whole number.' })
  @Min(1, { message: 'taskId must be a whole number.' })
  taskId?: number;

  @ApiProperty({ type: ReportDefinitionDto, description: `The report, as generate-report takes it; at most ${MAX_DEFINITION_BYTES / 1024} KB as JSON` })
  @IsObject({ message: DEFINITION_MESSAGE })
  @MaxJsonSize(MAX_DEFINITION_BYTES, 'The report definition')
  @ValidateNested({ message: DEFINITION_MESSAGE })
  @Type(() => ReportDefinitionDto)
  definition!: ReportDefinitionDto;
}

/** PUT /api/reports/{id}: a new name, description or definition (what is left out stays). */
export class UpdateReportDto {
  @ApiPropertyOptional({ maxLength: MAX_REPORT_NAME })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: REPORT_NAME_REQUIRED })
  @IsNotEmpty({ message: REPORT_NAME_REQUIRED })
  @MaxLength(MAX_REPORT_NAME, { message: `Report name must be at most ${MAX_REPORT_NAME} characters.` })
  name?: string;

  @ApiPropertyOptional({ maxLength: MAX_REPORT_DESCRIPTION, description: 'An empty text removes the description' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'Report description must be text.' })
  @MaxLength(MAX_REPORT_DESCRIPTION, { message: `Report description must be at most ${MAX_REPORT_DESCRIPTION} characters.` })
  description?: string;

  @ApiPropertyOptional({ type: ReportDefinitionDto })
  @IsOptional()
  @IsObject({ message: DEFINITION_MESSAGE })
  @MaxJsonSize(MAX_DEFINITION_BYTES, 'The report definition')
  @ValidateNested({ message: DEFINITION_MESSAGE })
  @Type(() => ReportDefinitionDto)
  definition?: ReportDefinitionDto;
}
