import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsObject, IsString, MaxLength } from 'class-validator';
import { MaxJsonSize } from '@milestone/nest-kit';
import { TASK_MAX_CONFIG_BYTES } from '../task.constants.js';
import { SCRIPT_MAX_LENGTH } from '../../script/script.constants.js';

// The validation of the task fields that a create and a save share, written once. nest-kit's
// ValidationPipe answers with the message of the topmost failing decorator of a property, so each
// stack lists the most basic check first, as the decorators would read above the property.

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** Decorators in the order they read when stacked above a property (TypeScript applies the lowest first). */
function stacked(...decorators: PropertyDecorator[]): PropertyDecorator {
  return applyDecorators(...[...decorators].reverse());
}

export const TaskName = (): PropertyDecorator =>
  stacked(
    Transform(trim),
    IsString({ message: 'Task name is required' }),
    IsNotEmpty({ message: 'Task name is required' }),
    MaxLength(255, { message: 'Task name must be at most 255 characters' }),
  );

export const TaskDescription = (): PropertyDecorator =>
  stacked(
    Transform(trim),
    IsString({ message: 'Task description must be text' }),
    MaxLength(5000, { message: 'Task description must be at most 5000 characters' }),
  );

export const TaskInstructions = (): PropertyDecorator => IsString({ message: 'Task instructions must be text' });

export const TaskConfig = (): PropertyDecorator =>
  stacked(IsObject({ message: 'Task config must be an object' }), MaxJsonSize(TASK_MAX_CONFIG_BYTES, 'Task config'));

export const TaskScript = (): PropertyDecorator =>
  stacked(
    IsString({ message: 'pythonScript must be text' }),
    MaxLength(SCRIPT_MAX_LENGTH, { message: `pythonScript must be at most ${SCRIPT_MAX_LENGTH} characters` }),
  );
