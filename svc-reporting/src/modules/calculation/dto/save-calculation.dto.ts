import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { MaxJsonSize } from '@milestone/nest-kit';

// nest-kit's ValidationPipe answers with the message of the topmost failing decorator of a
// property: the most basic check of each property comes first.
const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** The default form is about 1 KB: 64 times that leaves room for any real house. */
export const MAX_FORM_DATA_BYTES = 64 * 1024;

export const NAME_REQUIRED = 'Please enter a name for the calculation';

export class SaveCalculationDto {
  @ApiProperty({ maxLength: 255, example: '123 Main St - panel upgrade' })
  @Transform(trim)
  @IsString({ message: NAME_REQUIRED })
  @IsNotEmpty({ message: NAME_REQUIRED })
  @MaxLength(255, { message: 'Calculation name must be at most 255 characters' })
  name!: string;

  @ApiPropertyOptional({ maxLength: 5000 })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'Calculation description must be text' })
  @MaxLength(5000, { message: 'Calculation description must be at most 5000 characters' })
  description?: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: `The load calculation form as a whole; at most ${MAX_FORM_DATA_BYTES / 1024} KB as JSON`,
  })
  @IsObject({
    message: ({ value }) => (value === undefined || value === null ? 'Calculation form data is required' : 'Calculation form data must be an object'),
  })
  @MaxJsonSize(MAX_FORM_DATA_BYTES, 'Calculation form data')
  formData!: Record<string, unknown>;
}
