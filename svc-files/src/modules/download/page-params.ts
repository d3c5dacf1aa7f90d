import { BadRequestException } from '@nestjs/common';

/** The largest page of a task's executions; DEFAULT_EXECUTION_PAGE when the caller names none. */
export const MAX_EXECUTION_PAGE = 100;
export const DEFAULT_EXECUTION_PAGE = 20;
const MAX_INT4 = 2_147_483_647;

/**
 * A whole number from a query parameter (`fallback` when absent), else 400 with `message`. Read
 * one by one, not through a whitelisting DTO: the front end adds a cache-busting parameter.
 */
export function wholeNumberParam(text: string | undefined, fallback: number | undefined, min: number, max: number, message: string): number {
  if (text === undefined || text === '') {
    if (fallback === undefined) throw new BadRequestException(message);
    return fallback;
  }
  if (!/^\d{1,10}$/.test(text)) throw new BadRequestException(message);
  const value = Number(text);
  if (value < min || value > max) throw new BadRequestException(message);
  return value;
}

export const pageOf = (limit: string | undefined, offset: string | undefined) => ({
  limit: wholeNumberParam(limit, DEFAULT_EXECUTION_PAGE, 1, MAX_EXECUTION_PAGE, `limit must be a whole number from 1 to ${MAX_EXECUTION_PAGE}`),
  offset: wholeNumberParam(offset, 0, 0, MAX_INT4, 'offset must be a whole number of 0 or more'),
});

export const idParam = (text: string | undefined, name: string) => wholeNumberParam(text, undefined, 1, MAX_INT4, `${name} must be a positive whole number`);

/** A sheet name asked for (Excel's are at most 31 characters; anything past 255 names none). */
export function sheetParam(text: string | string[] | undefined): string | undefined {
  if (text === undefined || text === '') return undefined;
  if (typeof text !== 'string' || text.length > 255) throw new BadRequestException('sheet must be one sheet name');
  return text;
}
