import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { EventMap, EventSubject } from '@milestone/contracts';
import { EVENT_SCHEMAS, type EventSchema } from '@milestone/contracts/event-schemas';

export type EventCheck<S extends EventSubject> = { ok: true; payload: EventMap[S] } | { ok: false; problems: string[] };

/** How many of a payload's problems a log line and a dead letter name. */
const MAX_PROBLEMS = 5;
/** RFC 3339 date-time with its offset (the contracts' IsoDateTime, as toISOString writes it). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i;

/**
 * Every event's payload against its subject's JSON Schema (generated from the contracts' types,
 * libs/contracts/src/events/schemas), each compiled once when this is made. A problem names where
 * and what (`/companyId must be number`), never a value: payloads hold personal data, and the
 * problems go to logs and headers. Properties the schema does not know pass: a v1 payload may
 * carry an optional field added later.
 */
export class EventValidator {
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(schemas: Readonly<Record<EventSubject, EventSchema>> = EVENT_SCHEMAS) {
    // allowUnionTypes: `number | null` is `type: ['number', 'null']`, as the generator writes it.
    const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, strict: true });
    ajv.addFormat('date-time', (value: string) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)));
    for (const [subject, schema] of Object.entries(schemas)) this.validators.set(subject, ajv.compile(schema));
  }

  /** The payload of a message's body when it is its subject's, else what is wrong with it. */
  check<S extends EventSubject>(subject: S, body: Uint8Array): EventCheck<S> {
    const validate = this.validators.get(subject);
    if (!validate) return { ok: false, problems: [`no schema for ${subject}`] };
    let payload: unknown;
    try {
      payload = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
    } catch {
      // Not the parser's message: it quotes the body.
      return { ok: false, problems: ['the body is not JSON'] };
    }
    // The schema is generated from EventMap[S]: what passes it is that type.
    if (validate(payload)) return { ok: true, payload: payload as EventMap[S] };
    return { ok: false, problems: describe(validate.errors ?? []) };
  }
}

function describe(errors: readonly ErrorObject[]): string[] {
  const problems = errors
    .slice(0, MAX_PROBLEMS)
    .map((e) => `${e.instancePath || '(payload)'} ${e.message ?? e.keyword}`.replace(/[\u0000-\u001f\u007f]/g, ' '));
  if (errors.length > MAX_PROBLEMS) problems.push(`and ${errors.length - MAX_PROBLEMS} more`);
  return problems;
}
