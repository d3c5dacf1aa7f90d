import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class PropertyLookupDto {
  @ApiProperty({ example: '1420 Oak Street, Springfield, IL 62704' })
  @IsString({ message: 'Please enter a property address to lookup' })
  @MaxLength(500)
  address!: string;
}

export class PropertyLookupResultDto {
  @ApiProperty()
  squareFootage!: number;

  @ApiProperty({ description: 'The address as the source knows it' })
  formattedAddress!: string;

  @ApiProperty({
    enum: ['servicetitan', 'rentcast', 'attom'],
    description: "Where the figure came from: the company's ServiceTitan locations first, then the property-data provider",
  })
  source!: 'servicetitan' | 'rentcast' | 'attom';
}

/** 404 / 429 / 502 of the property lookup: `error` is what the spec's screens read. */
export class PropertyLookupErrorDto {
  @ApiProperty()
  statusCode!: number;

  @ApiProperty()
  message!: string;

  @ApiProperty()
  error!: string;
}
