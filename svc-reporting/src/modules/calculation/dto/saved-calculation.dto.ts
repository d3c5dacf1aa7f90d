import { ApiProperty } from '@nestjs/swagger';

export class SavedCalculationDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  @ApiProperty({ type: 'object', additionalProperties: true })
  formData!: Record<string, unknown>;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 52160,
    description: 'Net VA of the standard method (NEC 220 Part III) computed from formData at save; null when the form cannot be computed',
  })
  netVa!: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 217.33333333333334, description: 'netVa / 240, unrounded; null with netVa' })
  amperes!: number | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 225,
    description: 'Recommended service rating in amperes (240.6(A), at least 100 A); null when not computed or above 6000 A',
  })
  recommendedServiceAmps!: number | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: string;
}
