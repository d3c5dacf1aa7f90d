import { randomBytes } from 'node:crypto';
import type { StApiError } from '@milestone/servicetitan-contract';

/** Field name -> messages, as ApiErrorResponse.errors carries them. */
export type FieldErrors = Record<string, string[]>;

const TYPES: Record<number, string> = {
  400: 'https://tools.ietf.org/html/rfc7231#section-6.5.1',
  401: 'https://tools.ietf.org/html/rfc7235#section-3.1',
  403: 'https://tools.ietf.org/html/rfc7231#section-6.5.3',
  404: 'https://tools.ietf.org/html/rfc7231#section-6.5.4',
  429: 'https://tools.ietf.org/html/rfc6585#section-4',
  500: 'https://tools.ietf.org/html/rfc7231#section-6.6.1',
  503: 'https://tools.ietf.org/html/rfc7231#section-6.6.4',
};

/** The RFC 7807 body ServiceTitan's documents declare (ApiErrorResponse), used for every refusal. */
export function problem(status: number, title: string, errors: FieldErrors = {}): StApiError {
  return {
    type: TYPES[status] ?? 'about:blank',
    title,
    status,
    traceId: randomBytes(8).toString('hex'),
    errors,
    data: {},
  };
}

/** Thrown by parameter parsing; the route answers it as a 400 problem. */
export class BadRequest extends Error {
  constructor(readonly errors: FieldErrors) {
    super('One or more validation errors occurred.');
  }
}
