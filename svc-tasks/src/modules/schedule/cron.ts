import { BadRequestException } from '@nestjs/common';
import { Cron } from 'croner';
import cronstrue from 'cronstrue';

/** Schedules read their expressions in Chicago time (the company's clock, as every screen shows it). */
export const SCHEDULE_TIME_ZONE = 'America/Chicago';

/** How many upcoming run times a schedule answers with. */
export const NEXT_RUNS_SHOWN = 5;

export const CRON_MAX_LENGTH = 120;

/** 400 'Invalid cron expression: <reason>'. */
export class InvalidCronError extends BadRequestException {
  constructor(reason: string) {
    super(`Invalid cron expression: ${reason}`);
  }
}

/** A cron expression that was checked: its normal form (single spaces) and its parsed pattern. */
export interface ParsedCron {
  expression: string;
  cron: Cron;
}

/**
 * Checks a five-field expression (minute hour day-of-month month day-of-week) with croner, read in
 * `timeZone`; throws InvalidCronError with croner's reason. Nicknames (@hourly), seconds and years
 * are refused: what the screen shows is exactly five fields.
 */
export function parseCron(input: unknown, timeZone = SCHEDULE_TIME_ZONE): ParsedCron {
  if (typeof input !== 'string' || input.trim() === '') throw new InvalidCronError('it is empty');
  if (input.length > CRON_MAX_LENGTH) throw new InvalidCronError(`it is longer than ${CRON_MAX_LENGTH} characters`);
  const fields = input.trim().split(/\s+/);
  if (fields.length !== 5) {
    throw new InvalidCronError(`it needs five fields (minute hour day-of-month month day-of-week), not ${fields.length}`);
  }
  const expression = fields.join(' ');
  let cron: Cron;
  try {
    cron = new Cron(expression, { timezone: timeZone, paused: true });
  } catch (error) {
    throw new InvalidCronError(reasonOf(error));
  }
  if (!cron.nextRun()) throw new InvalidCronError('it never runs');
  return { expression, cron };
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^CronPattern:\s*/, '');
}

/** The next `count` run times strictly after `after`. */
export function nextRuns(cron: Cron, count: number, after: Date = new Date()): Date[] {
  return cron.nextRuns(count, after);
}

/** The next run time strictly after `after`, or null when there is none. */
export function nextRunAfter(cron: Cron, after: Date = new Date()): Date | null {
  return cron.nextRun(after) ?? null;
}

/** The expression in plain English ('At 07:00 AM, Monday through Friday'). */
export function describeCron(expression: string): string {
  try {
    return cronstrue.toString(expression, { throwExceptionOnParseError: true, verbose: false });
  } catch {
    return expression;
  }
}
