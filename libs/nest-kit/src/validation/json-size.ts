import { ValidateBy, type ValidationOptions } from 'class-validator';

/** The bytes `value` takes as stored (UTF-8 JSON, as jsonb and the answers carry it). */
export function jsonSize(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');
}

function kilobytes(bytes: number): string {
  return `${Math.ceil(bytes / 1024)} KB`;
}

/**
 * A free-form JSON field (a config, a form's data) of at most `maxBytes`: the body limit alone let
 * one field fill every list that carries it. The message gives the limit and the field's size.
 * Depth is already capped by the validation pipe, so measuring cannot overflow the stack.
 */
export function MaxJsonSize(maxBytes: number, label: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxJsonSize',
      constraints: [maxBytes],
      validator: {
        validate: (value) => value === undefined || jsonSize(value) <= maxBytes,
        defaultMessage: (args) => `${label} must be at most ${kilobytes(maxBytes)} (this one is ${kilobytes(jsonSize(args?.value))})`,
      },
    },
    options,
  );
}
