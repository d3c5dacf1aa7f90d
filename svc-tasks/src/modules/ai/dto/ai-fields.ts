import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { AI_TASK_TYPES } from '../ai.types.js';

// The validation of the AI builder's request fields, written once (nest-kit's ValidationPipe
// answers with the message of the topmost failing decorator, so each stack lists the most basic
// check first, as the decorators read above a property).

/** The longest description the builder takes. */
export const AI_DESCRIPTION_MAX = 4000;
/** The longest AI request of the step editor. */
export const AI_REQUEST_MAX = 2000;

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

function stacked(...decorators: PropertyDecorator[]): PropertyDecorator {
  return applyDecorators(...[...decorators].reverse());
}

/** Trimmed non-blank text of at most `max` characters: '<Label> is required', '<Label> must be at most N characters'. */
export const RequiredText = (label: string, max: number): PropertyDecorator =>
  stacked(
    Transform(trim),
    IsString({ message: `${label} is required` }),
    IsNotEmpty({ message: `${label} is required` }),
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
  );

export const AiTaskTypeField = (): PropertyDecorator => IsIn(AI_TASK_TYPES, { message: `Task type must be one of ${AI_TASK_TYPES.join(', ')}` });

/** A list of at most `max` texts, each at most 4000 characters. */
export const TextList = (label: string, max = 200): PropertyDecorator =>
  stacked(
    IsArray({ message: `${label} must be a list of texts` }),
    IsString({ each: true, message: `${label} must be a list of texts` }),
    ArrayMaxSize(max, { message: `${label} can have at most ${max} items` }),
    MaxLength(4000, { each: true, message: `Each of ${label} must be at most 4000 characters` }),
  );
