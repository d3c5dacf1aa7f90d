import { ApiProperty } from '@nestjs/swagger';

/** The first rows of a stored spreadsheet, as a user would see them. */
export class SpreadsheetPreviewDto {
  @ApiProperty({ description: 'The file’s display name' })
  name!: string;

  @ApiProperty({ enum: ['xlsx', 'xls', 'csv'] })
  kind!: 'xlsx' | 'xls' | 'csv';

  @ApiProperty({ type: [String], description: 'The workbook’s visible sheets in order ([] for csv)' })
  sheets!: string[];

  @ApiProperty({ type: String, nullable: true, description: 'The sheet shown (null for csv)' })
  sheet!: string | null;

  @ApiProperty({
    type: 'array',
    items: { type: 'array', items: { type: 'string' } },
    description: 'Cells as displayed text: at most 100 rows of at most 100 columns',
  })
  rows!: string[][];

  @ApiProperty({ description: 'The sheet holds more rows or columns than shown' })
  truncated!: boolean;
}
