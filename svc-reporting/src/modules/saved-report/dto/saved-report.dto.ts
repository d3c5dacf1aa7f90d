import { ApiProperty } from '@nestjs/swagger';
import { ReportDefinitionDto } from '../../service-titan/report/dto/generate-report.dto.js';

/** A saved report as the list shows it (without its definition). */
export class SavedReportSummaryDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'The api-reporting task it was saved from' })
  taskId!: number | null;

  @ApiProperty({ description: 'The user who saved it' })
  ownerId!: number;

  @ApiProperty({ example: 'dana@example.com', description: "The owner's e-mail when they saved it" })
  ownerEmail!: string;

  @ApiProperty({ description: 'Whether the caller may rename, change and delete it (its owner, or an owner or admin of the company)' })
  canEdit!: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: string;
}

/** A saved report with its definition (what Open hands to the report builder). */
export class SavedReportDto extends SavedReportSummaryDto {
  @ApiProperty({ type: ReportDefinitionDto })
  definition!: ReportDefinitionDto;
}
