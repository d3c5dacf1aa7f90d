import { BadRequestException } from '@nestjs/common';
import { isEmail } from 'class-validator';

/** The formats a saved report is rendered in by svc-reporting (POST /internal/saved-reports/{id}/render). */
export const DELIVERY_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type DeliveryFormat = (typeof DELIVERY_FORMATS)[number];

/** The most recipients one e-mail of the platform's mail takes (svc-identity's /internal/mail). */
export const MAX_RECIPIENTS = 20;

/**
 * A schedule's e-mail delivery of a saved report (schedules.delivery, and the parameters of the
 * `report` runs it queues as `{ delivery }`): which saved report, in which format, to whom (users
 * of the company, trimmed, lower-cased, unique), and whether a run with no rows sends nothing.
 */
export interface ReportDelivery {
  savedReportId: number;
  format: DeliveryFormat;
  recipients: string[];
  skipIfEmpty: boolean;
}

/** A delivery a user may fix: the text says what to change. */
export class DeliveryParametersError extends BadRequestException {
  constructor(message: string) {
    super(message);
  }
}

const KNOWN = ['savedReportId', 'format', 'recipients', 'skipIfEmpty'] as const;

/**
 * The recipients as they are stored: each trimmed and lower-cased, duplicates dropped (first
 * kept), 1 to MAX_RECIPIENTS valid e-mail addresses; else DeliveryParametersError naming the one at fault.
 */
export function normaliseRecipients(raw: unknown): string[] {
  if (!Array.isArray(raw)) throw new DeliveryParametersError('delivery.recipients must be a list of e-mail addresses');
  const recipients: string[] = [];
  for (const entry of raw) {
    if (typeof entry !== 'string') throw new DeliveryParametersError('delivery.recipients must be a list of e-mail addresses');
    const email = entry.trim().toLowerCase();
    if (!isEmail(email)) throw new DeliveryParametersError(`Not a valid e-mail address: ${JSON.stringify(entry.trim())}`);
    if (!recipients.includes(email)) recipients.push(email);
  }
  if (recipients.length === 0) throw new DeliveryParametersError('A delivery needs at least one recipient');
  if (recipients.length > MAX_RECIPIENTS) throw new DeliveryParametersError(`A delivery goes to at most ${MAX_RECIPIENTS} recipients`);
  return recipients;
}

/**
 * Reads a delivery (a schedule's body, or the stored JSON of a run's parameters) and answers it as
 * it is stored: a positive whole savedReportId, a known format, the recipients normalised,
 * skipIfEmpty false unless given.
 */
export function readDelivery(raw: unknown): ReportDelivery {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new DeliveryParametersError('delivery must be an object');
  const fields = raw as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (!(KNOWN as readonly string[]).includes(key)) throw new DeliveryParametersError(`delivery takes no property ${key} (it takes ${KNOWN.join(', ')})`);
  }
  const id = fields['savedReportId'];
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new DeliveryParametersError('delivery.savedReportId must be the id of a saved report');
  }
  const format = fields['format'];
  if (typeof format !== 'string' || !(DELIVERY_FORMATS as readonly string[]).includes(format)) {
    throw new DeliveryParametersError(`delivery.format must be one of ${DELIVERY_FORMATS.join(', ')}`);
  }
  const skip = fields['skipIfEmpty'] ?? false;
  if (typeof skip !== 'boolean') throw new DeliveryParametersError('delivery.skipIfEmpty must be true or false');
  return { savedReportId: id, format: format as DeliveryFormat, recipients: normaliseRecipients(fields['recipients']), skipIfEmpty: skip };
}

/** Which built-in runner makes a `report` run. */
export type ReportRunner = 'delivery' | 'pay-report';

/**
 * A `report` run is a saved report's e-mail when its parameters carry a `delivery` (a schedule's
 * run, `{ delivery }`), else the technician pay report (its parameters are the pay page's).
 */
export function reportRunnerOf(parameters: Record<string, unknown> | null | undefined): ReportRunner {
  const delivery = parameters?.['delivery'];
  return delivery !== undefined && delivery !== null ? 'delivery' : 'pay-report';
}

/** The parameters of a delivery's run, as the scheduler, Send now and Retry queue them. */
export function deliveryRunParameters(delivery: ReportDelivery): { delivery: ReportDelivery } {
  return { delivery };
}

/** A delivery run's stored parameters read again (`{ delivery }` and nothing else), as a Retry re-queues them and the worker runs them. */
export function readDeliveryRun(parameters: Record<string, unknown>): { delivery: ReportDelivery } {
  const other = Object.keys(parameters).find((key) => key !== 'delivery');
  if (other !== undefined) throw new DeliveryParametersError(`A saved report's e-mail takes no parameter ${other} (it takes delivery)`);
  return deliveryRunParameters(readDelivery(parameters['delivery']));
}
