import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, Min } from 'class-validator';
import { EXPORT_FORMATS } from '../../service-titan/report/export/report-export.constants.js';

/** POST /internal/saved-reports/{id}/render (svc-tasks' scheduled delivery): whose report, as which file. */
export class RenderSavedReportDto {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'The company the saved report belongs to' })
  @IsInt({ message: 'companyId must be a positive whole number.' })
  @Min(1, { message: 'companyId must be a positive whole number.' })
  companyId!: number;

  @ApiProperty({ enum: EXPORT_FORMATS })
  @IsIn(EXPORT_FORMATS, { message: 'The format must be csv, xlsx or pdf.' })
  format!: string;
}
