import type { PipeTransform } from '@nestjs/common';

const MAX_INT4 = 2_147_483_647;

/**
 * Reads a numeric path id. An id that cannot name a row (not a whole number, or outside the
 * int column's range) is answered like a missing row: with `notFound()`.
 */
export class PositiveIdPipe implements PipeTransform<unknown, number> {
  constructor(private readonly notFound: () => Error) {}

  /** `value` is the path text, or already a number when the global pipe converted it. */
  transform(value: unknown): number {
    const text = String(value);
    if (!/^\d{1,10}$/.test(text)) throw this.notFound();
    const id = Number(text);
    if (id < 1 || id > MAX_INT4) throw this.notFound();
    return id;
  }
}
