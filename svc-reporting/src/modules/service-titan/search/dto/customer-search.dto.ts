import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class CustomerSearchDto {
  @ApiProperty({ description: 'Part of the customer name; fewer than 2 characters find nothing' })
  @IsString()
  @MaxLength(200)
  name!: string;
}

export class CustomerCustomFieldDto {
  @ApiProperty()
  name!: string;

  @ApiProperty({ type: String, nullable: true })
  value!: string | null;
}

/** Spec 001 section 3 "Field-service customer search result". */
export class CustomerSearchResultDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty({ description: 'One line: street, city, state zip (the first location, else the customer address)' })
  address!: string;

  @ApiProperty({ type: String, nullable: true })
  phone!: string | null;

  @ApiProperty({ type: String, nullable: true })
  email!: string | null;

  @ApiProperty({ description: "The customer's page in ServiceTitan" })
  profileUrl!: string;

  @ApiProperty({ type: Number, nullable: true })
  squareFootage!: number | null;

  @ApiProperty({ type: [CustomerCustomFieldDto] })
  customFields!: CustomerCustomFieldDto[];
}
