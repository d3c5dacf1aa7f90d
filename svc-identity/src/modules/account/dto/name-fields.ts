import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { TrimToNull } from './transforms.js';

/** The longest first or last name kept. */
export const NAME_MAX_LENGTH = 100;

type NameLabel = 'First name' | 'Last name';

const tooLong = (label: NameLabel) => ({ message: `${label} must be at most ${NAME_MAX_LENGTH} characters` });

// applyDecorators runs its list first to last, stacked decorators run bottom-up: the lists below are
// the stacks they replace read from the bottom, so the validators keep their order (and the
// top-most broken rule stays the answer).

/** A first or last name that must be given: trimmed, `missing` when absent or blank. */
export function RequiredName(label: NameLabel, missing: string, example: string): PropertyDecorator {
  return applyDecorators(
    MaxLength(NAME_MAX_LENGTH, tooLong(label)),
    IsString({ message: missing }),
    IsNotEmpty({ message: missing }),
    TrimToNull(),
    ApiProperty({ example, maxLength: NAME_MAX_LENGTH }),
  );
}

/** A first or last name that may be left out: trimmed, a blank one is absent. */
export function OptionalName(label: NameLabel, example: string): PropertyDecorator {
  return applyDecorators(
    MaxLength(NAME_MAX_LENGTH, tooLong(label)),
    IsString({ message: `${label} must be text` }),
    IsOptional(),
    TrimToNull(),
    ApiPropertyOptional({ type: String, maxLength: NAME_MAX_LENGTH, example }),
  );
}
