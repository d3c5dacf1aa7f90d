import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { ENTITY_KEYS } from '../report-catalog.js';

export class ValidateFieldSelectionDto {
  @ApiProperty({ type: [String], description: 'Field ids of the current selection' })
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  selectedFieldIds!: string[];

  @ApiPropertyOptional({
    type: [String],
    description: 'Of those, the fields used only as aggregated values (summed, counted ...): an entity used only so may be aggregated before the join',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  valueFieldIds?: string[];
}

export class MissingRelationshipDto {
  @ApiProperty({ enum: ENTITY_KEYS })
  from!: string;

  @ApiProperty({ enum: ENTITY_KEYS })
  to!: string;
}

export class IncompatibleFieldDto {
  @ApiProperty()
  fieldId!: string;

  @ApiProperty({ description: "Why it cannot join the selection (the tooltip of 'Needs join key')" })
  reason!: string;

  @ApiProperty({ type: MissingRelationshipDto })
  missingRelationship!: MissingRelationshipDto;
}

export class FieldSelectionValidationDto {
  @ApiProperty({ description: 'Whether the selection makes one report without repeating a row under a sum' })
  valid!: boolean;

  @ApiProperty({ type: [String] })
  errors!: string[];

  @ApiProperty({ type: [String], description: 'Fields that can be added to the selection' })
  compatibleFields!: string[];

  @ApiProperty({ type: [IncompatibleFieldDto], description: "Fields that cannot ('Needs join key'), each with the relationship it lacks" })
  incompatibleFields!: IncompatibleFieldDto[];

  @ApiProperty({ type: String, nullable: true, enum: ENTITY_KEYS, description: 'Whose rows the report’s rows are' })
  grain!: string | null;
}
