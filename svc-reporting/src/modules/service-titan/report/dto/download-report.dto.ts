import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { EXPORT_FORMATS } from '../export/report-export.constants.js';
import { ReportDefinitionDto } from './generate-report.dto.js';

export class DownloadConfigDto {
  @ApiPropertyOptional({ example: 'Revenue by Business Unit', description: "The file's title (PDF heading, xlsx title, file name); default the report's name" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  title?: string;
}

/** Spec 001 section 7: POST /api/service-titan/download-report (reportData, format, config). */
export class DownloadReportDto {
  @ApiProperty({ type: ReportDefinitionDto, description: 'The report, as generate-report takes it (without a page: the file holds every row)' })
  @IsObject({ message: 'reportData must be the report definition (selectedFields, dateRange, dateField, reportConfig).' })
  @ValidateNested()
  @Type(() => ReportDefinitionDto)
  reportData!: ReportDefinitionDto;

  @ApiProperty({ enum: EXPORT_FORMATS })
  @IsIn(EXPORT_FORMATS, { message: 'The download format must be csv, xlsx or pdf.' })
  format!: string;

  @ApiPropertyOptional({ type: DownloadConfigDto })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => DownloadConfigDto)
  config?: DownloadConfigDto;
}
