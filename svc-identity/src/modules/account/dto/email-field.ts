import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, MaxLength } from 'class-validator';
import { NormalizeEmail } from './transforms.js';

/** The longest e-mail address kept. */
export const EMAIL_MAX_LENGTH = 255;

export interface EmailFieldOptions {
  /** The answer to an address that is not one (or too long). */
  invalid: string;
  /** The answer to a missing address, when it differs from `invalid`. */
  missing?: string;
  /** Its OpenAPI property (the example, whether the length is shown). */
  api: ApiPropertyOptions;
}

/**
 * An e-mail address in a request: trimmed and lower-cased, then checked. applyDecorators runs its
 * list first to last, stacked decorators run bottom-up: the list is the stack read from the bottom.
 */
export function EmailField(options: EmailFieldOptions): PropertyDecorator {
  const invalid = { message: options.invalid };
  return applyDecorators(
    MaxLength(EMAIL_MAX_LENGTH, invalid),
    IsEmail({}, invalid),
    ...(options.missing ? [IsNotEmpty({ message: options.missing })] : []),
    NormalizeEmail(),
    ApiProperty(options.api),
  );
}
