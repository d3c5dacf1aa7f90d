import { ApiProperty } from '@nestjs/swagger';
import { ENTITY_KEYS } from '../report-catalog.js';

const FIELD_TYPES = ['string', 'number', 'date', 'boolean', 'object', 'array'];

/** Spec 001 section 3 "Field catalog item". */
export class FieldDto {
  @ApiProperty({ example: 'invoices.subTotal' })
  id!: string;

  @ApiProperty({ example: 'Invoice Subtotal' })
  label!: string;

  @ApiProperty({ description: 'What the field holds, in words a non-technical user understands' })
  description!: string;

  @ApiProperty({ enum: FIELD_TYPES })
  type!: string;

  @ApiProperty({ enum: ENTITY_KEYS })
  entity!: string;

  @ApiProperty({ description: 'The field group (ServiceTitan module) the field is listed under' })
  groupId!: string;

  @ApiProperty({ description: 'Money in dollars (shown as currency)' })
  currency!: boolean;
}

/** Spec 001 section 3 "Field group". */
export class FieldGroupDto {
  @ApiProperty()
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ description: 'The ServiceTitan module its entities come from' })
  officialModule!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ enum: ENTITY_KEYS, isArray: true })
  entities!: string[];
}

export class FieldCatalogDto {
  @ApiProperty({ type: [FieldDto] })
  fields!: FieldDto[];

  @ApiProperty({ type: [FieldGroupDto] })
  fieldGroups!: FieldGroupDto[];
}

/** One row of the Entity Relationships table: `from`'s key field names one `to` row. */
export class JoinRuleDto {
  @ApiProperty({ example: 'invoices.jobId' })
  key!: string;

  @ApiProperty({ enum: ENTITY_KEYS })
  from!: string;

  @ApiProperty({ example: 'jobId' })
  fromField!: string;

  @ApiProperty({ enum: ENTITY_KEYS })
  to!: string;

  @ApiProperty({ example: 'id' })
  toField!: string;

  @ApiProperty({ enum: ['many-to-one'], description: 'Many rows of `from` name one row of `to`' })
  cardinality!: string;

  @ApiProperty()
  description!: string;
}

export class ReportEntityDto {
  @ApiProperty({ enum: ENTITY_KEYS })
  key!: string;

  @ApiProperty({ example: 'Invoice Items' })
  label!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty()
  groupId!: string;

  @ApiProperty({ type: [String], description: 'The ids of its fields' })
  fieldIds!: string[];
}
