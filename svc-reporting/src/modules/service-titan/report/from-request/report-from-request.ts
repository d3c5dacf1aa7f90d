import type { ReportDefinitionV1, ReportFilterV1, ReportPivotFieldV1, ReportPivotValueV1, ReportProposalV1, ReportReadingV1 } from '@milestone/contracts';
import { AGGREGATIONS, AGGREGATION_LABELS, type Aggregation } from '../join-planner.js';
import { FIELD_BY_ID, entityOf, isNumeric, type CatalogField, type EntityKey } from '../report-catalog.js';
import { DATE_BUCKETS, type DateBucket, type ReportRequest } from '../report-definition.js';
import { ReportInputError } from '../report.errors.js';
import { planReport } from '../report.service.js';
import { defaultPeriod, readPeriods, type ReadPeriod } from './report-periods.js';
import {
  CONTEXTUAL_FIELDS,
  DEFAULT_DATE_FIELD,
  NARROW_FIELDS,
  longestMatch,
  nameFieldOf,
  tokensOf,
  type FilterMeaning,
  type MeasureConcept,
  type OrderMeaning,
} from './report-vocabulary.js';

/**
 * A person's words read into a report of the builder: what is measured (a concept such as revenue,
 * a catalog field with its aggregation, or a count of an entity), what it is grouped by ('by',
 * 'per', 'each' make pivot rows; 'across' columns; a second grouping with few values, or a date
 * bucket, becomes the column), the filters, the period (Chicago days) and the date field it
 * applies to. The result is checked as generate-report checks a request (defineReport and the
 * join planner); where a concept has several fields (revenue), the first that joins is taken.
 */

interface Dim {
  at: number;
  words: string;
  field?: CatalogField;
  bucket?: DateBucket;
  contextual?: 'status' | 'type';
  column: boolean;
}

interface MeasureSpec {
  words: string;
  concept?: MeasureConcept;
  field?: CatalogField;
  /** A count of this entity's rows. */
  entity?: EntityKey;
  aggregation: Aggregation;
}

interface Comparison {
  operator: 'gt' | 'gte' | 'lt' | 'lte';
  value: number;
  phrase: string;
}

interface Intent {
  measures: MeasureSpec[];
  dims: Dim[];
  /** Entities named outside a grouping: what is counted, or (technician revenue) a grouping. */
  subjects: Array<{ at: number; entity: EntityKey; words: string }>;
  /** Text and date fields named outside a grouping. */
  loose: Array<{ at: number; field: CatalogField; words: string }>;
  filters: FilterMeaning[];
  comparisons: Comparison[];
  dateField?: CatalogField;
  order?: OrderMeaning;
  topN?: number;
  list: boolean;
  grouped: boolean;
  aggregated: boolean;
  period: ReadPeriod | null;
  understood: string[];
  notUnderstood: string[];
  notes: string[];
}

const LOOKUP_ENTITIES = new Set<EntityKey>(['technicians', 'businessUnits', 'campaigns', 'jobTypes', 'customers', 'locations']);
/** The amount a comparison ('over $500') applies to, by what is reported. */
const AMOUNT_FIELD: Partial<Record<EntityKey, string>> = {
  invoices: 'invoices.subTotal',
  invoiceItems: 'invoiceItems.total',
  jobs: 'jobs.total',
  estimates: 'estimates.subtotal',
  payments: 'payments.total',
  customers: 'customers.balance',
};
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  fifty: 50,
  hundred: 100,
};

const emptyIntent = (): Intent => ({
  measures: [],
  dims: [],
  subjects: [],
  loose: [],
  filters: [],
  comparisons: [],
  list: false,
  grouped: false,
  aggregated: false,
  period: null,
  understood: [],
  notUnderstood: [],
  notes: [],
});

const aggregationWords = (a: Aggregation) => AGGREGATION_LABELS[a].toLowerCase();

function measureMeaning(m: MeasureSpec): string {
  if (m.entity) return `number of ${entityOf(m.entity).label.toLowerCase()}`;
  if (m.concept && !m.field)
    return `${m.concept.label.toLowerCase()} (${aggregationWords(m.aggregation)} of ${FIELD_BY_ID.get(m.concept.candidates[0]!)!.label})`;
  return `${aggregationWords(m.aggregation)} of ${m.field!.label}`;
}

/** Blanks out "top 5" and "over $500" and reads them. */
function readNumbers(text: string, intent: Intent): string {
  let rest = text.replace(
    /\b(?:top|best|biggest|largest|highest|first)\s+(\d{1,4}|[a-z]+)\b(?!\s*(?:days?|weeks?|months?|quarters?|years?)\b)/g,
    (whole, n: string) => {
      const value = NUMBER_WORDS[n] ?? (/^\d+$/.test(n) ? Number(n) : NaN);
      if (!Number.isInteger(value) || value < 1 || value > 1000) return whole;
      intent.topN = value;
      intent.order = { direction: 'desc' };
      intent.understood.push(`"${whole.trim()}" → the top ${value}, largest first`);
      return ' , ';
    },
  );
  rest = rest.replace(
    /\b(over|above|more than|greater than|at least|exceeding|under|below|less than|at most)\s+\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k\b)?/g,
    (whole, word: string, amount: string, k: string | undefined) => {
      const value = Number(amount.replace(/,/g, '')) * (k ? 1000 : 1);
      const operator = /over|above|more|greater|exceeding/.test(word) ? 'gt' : /at least/.test(word) ? 'gte' : /at most/.test(word) ? 'lte' : 'lt';
      const phrase = `${word} $${value}`;
      intent.comparisons.push({ operator, value, phrase });
      intent.understood.push(`"${whole.trim()}" → ${phrase}`);
      return ' , ';
    },
  );
  return rest;
}

/** Reads words into an intent (nothing checked against the joins yet). */
export function readWords(text: string, today: string, intent: Intent = emptyIntent()): Intent {
  const lower = text.toLowerCase();
  const { period, rest, phrases } = readPeriods(readNumbers(lower, intent), today);
  if (period) {
    intent.period = period;
    intent.understood.push(...phrases.map((p) => `"${p}" → ${period.startDate} to ${period.endDate}`).slice(0, 1));
  }
  const tokens = tokensOf(rest);
  let mode: 'measure' | 'group' | 'columns' = 'measure';
  let pending: { aggregation: Aggregation; words: string } | null = null;
  let unknown: string[] = [];
  const flushUnknown = () => {
    if (unknown.length) intent.notUnderstood.push(unknown.join(' '));
    unknown = [];
  };
  const addMeasure = (m: MeasureSpec) => {
    intent.measures.push(m);
    intent.understood.push(`"${m.words}" → ${measureMeaning(m)}`);
  };
  const addDim = (dim: Omit<Dim, 'column'>) => {
    intent.dims.push({ ...dim, column: mode === 'columns' });
    const what = dim.field ? dim.field.label : dim.contextual ? dim.contextual : `${dim.bucket}`;
    intent.understood.push(`"${dim.words}" → ${mode === 'columns' ? 'columns' : 'grouped'} by ${what}${dim.bucket && dim.field ? ` (${dim.bucket})` : ''}`);
  };
  for (let at = 0; at < tokens.length;) {
    const token = tokens[at]!;
    if ([';', '.', '!', '?'].includes(token)) {
      flushUnknown();
      mode = 'measure';
      pending = null;
      at++;
      continue;
    }
    if (token === '(' || token === ')' || token === ',') {
      flushUnknown();
      at++;
      continue;
    }
    const entry = longestMatch(tokens, at);
    if (!entry) {
      // A number or a lone symbol left over is not worth naming; a word is.
      if (/[a-z]/.test(token)) unknown.push(token);
      at++;
      continue;
    }
    flushUnknown();
    const words = tokens.slice(at, at + entry.words.length).join(' ');
    at += entry.words.length;
    const meaning = entry.meaning;
    switch (meaning.kind) {
      case 'filler':
        break;
      case 'list':
        intent.list = true;
        break;
      case 'group':
        mode = meaning.columns ? 'columns' : 'group';
        intent.grouped = true;
        break;
      case 'order':
        intent.order ??= meaning.order;
        intent.understood.push(`"${words}" → ${'by' in meaning.order ? 'A to Z' : meaning.order.direction === 'desc' ? 'largest first' : 'smallest first'}`);
        break;
      case 'aggregation':
        pending = { aggregation: meaning.aggregation, words };
        intent.aggregated = true;
        break;
      case 'measure':
        addMeasure({
          words: pending ? `${pending.words} ${words}` : words,
          concept: meaning.concept,
          aggregation: pending?.aggregation && pending.aggregation !== 'count' ? pending.aggregation : meaning.concept.aggregation,
        });
        pending = null;
        mode = 'measure';
        break;
      case 'bucket':
        addDim({ at, words, bucket: meaning.bucket });
        intent.grouped = true;
        break;
      case 'contextual':
        if (mode === 'measure') intent.dims.push({ at, words, contextual: meaning.which, column: false });
        else addDim({ at, words, contextual: meaning.which });
        break;
      case 'filter':
        intent.filters.push(meaning.filter);
        intent.understood.push(`"${words}" → ${meaning.filter.phrase}`);
        break;
      case 'field': {
        const field = meaning.field;
        if (field.type === 'date') {
          const last = intent.dims.at(-1);
          if (mode !== 'measure' && last && last.bucket && !last.field) {
            last.field = field;
            intent.dateField = field;
            intent.understood.push(`"${words}" → dated by ${field.label}`);
          } else if (mode !== 'measure') {
            addDim({ at, words, field, bucket: 'day' });
            intent.dateField = field;
          } else {
            intent.dateField = field;
            intent.subjects.push({ at, entity: field.entity, words });
            intent.understood.push(`"${words}" → dated by ${field.label}`);
          }
        } else if (mode !== 'measure') {
          addDim({ at, words, field });
        } else if (isNumeric(field) || pending?.aggregation === 'count') {
          addMeasure({
            words: pending ? `${pending.words} ${words}` : words,
            field,
            aggregation: pending?.aggregation ?? (isNumeric(field) ? 'sum' : 'count'),
          });
          pending = null;
        } else {
          intent.loose.push({ at, field, words });
        }
        break;
      }
      case 'noun':
        if (mode !== 'measure') {
          addDim({ at, words, field: nameFieldOf(meaning.entity) });
        } else if (pending) {
          addMeasure({ words: `${pending.words} ${words}`, entity: meaning.entity, aggregation: 'count' });
          pending = null;
        } else {
          intent.subjects.push({ at, entity: meaning.entity, words });
          intent.understood.push(`"${words}" → ${entityOf(meaning.entity).label}`);
        }
        break;
    }
  }
  flushUnknown();
  return intent;
}

/** A field id, or 'id:bucket', or words the vocabulary reads as exactly one thing. */
function proposedDims(items: readonly string[] | undefined, columns: boolean, intent: Intent, today: string): Dim[] {
  const dims: Dim[] = [];
  for (const [i, item] of (items ?? []).entries()) {
    if (typeof item !== 'string' || !item.trim()) continue;
    const [id, bucket] = item.trim().split(':');
    const byId = FIELD_BY_ID.get(id!);
    if (byId && (bucket === undefined || (DATE_BUCKETS as readonly string[]).includes(bucket))) {
      dims.push({ at: i, words: item, field: byId, ...(byId.type === 'date' ? { bucket: (bucket as DateBucket | undefined) ?? 'day' } : {}), column: columns });
      continue;
    }
    const read = readWords(`by ${item}`, today);
    if (read.dims.length === 1 && read.notUnderstood.length === 0) dims.push({ ...read.dims[0]!, at: i, column: columns });
    else intent.notUnderstood.push(`proposed ${columns ? 'column' : 'row'} '${item.slice(0, 80)}' (not a field of the catalog)`);
  }
  return dims;
}

function proposedMeasures(values: ReportProposalV1['values'], intent: Intent, today: string): MeasureSpec[] {
  const measures: MeasureSpec[] = [];
  for (const value of values ?? []) {
    if (!value || typeof value !== 'object') continue;
    const aggregation = (AGGREGATIONS as readonly string[]).includes(value.aggregation ?? '') ? (value.aggregation as Aggregation) : undefined;
    const id = typeof value.field === 'string' ? value.field.trim() : '';
    const byId = FIELD_BY_ID.get(id);
    if (byId) {
      const agg = aggregation ?? (isNumeric(byId) ? 'sum' : 'count');
      if ((agg === 'sum' || agg === 'avg') && !isNumeric(byId)) intent.notUnderstood.push(`proposed ${agg} of '${byId.label}' (not a number)`);
      else measures.push({ words: id, field: byId, aggregation: agg });
      continue;
    }
    if (!id) {
      intent.notUnderstood.push('a proposed value without a field');
      continue;
    }
    const read = readWords(`${aggregation ? `${aggregation} of ` : ''}${id}`, today);
    const subject = read.subjects[0];
    if (read.measures.length === 1 && read.notUnderstood.length === 0) measures.push(read.measures[0]!);
    else if (read.measures.length === 0 && subject && read.notUnderstood.length === 0)
      measures.push({ words: id, entity: subject.entity, aggregation: 'count' });
    else intent.notUnderstood.push(`proposed value '${id.slice(0, 80)}' (not a field of the catalog)`);
  }
  return measures;
}

/** The words read, with a model's proposal laid over them where it names something the catalog has. */
export function readIntent(text: string, today: string, proposal?: ReportProposalV1): Intent {
  const intent = readWords(text, today);
  if (!proposal) return intent;
  const measures = proposedMeasures(proposal.values, intent, today);
  const rows = proposedDims(proposal.rows, false, intent, today);
  const columns = proposedDims(proposal.columns, true, intent, today);
  if (measures.length || rows.length || columns.length) {
    intent.measures = measures.length ? measures : intent.measures;
    if (rows.length || columns.length) {
      intent.dims = [...rows, ...columns];
      intent.subjects = intent.subjects.filter((s) => !LOOKUP_ENTITIES.has(s.entity));
      intent.loose = [];
      intent.grouped = true;
    }
  }
  for (const words of proposal.filters ?? []) {
    if (typeof words !== 'string') continue;
    const read = readWords(words, today);
    if (read.filters.length || read.comparisons.length) {
      for (const f of read.filters) if (!intent.filters.some((g) => g.phrase === f.phrase)) intent.filters.push(f);
      intent.comparisons.push(...read.comparisons);
    } else intent.notUnderstood.push(`proposed filter '${words.slice(0, 80)}'`);
  }
  if (typeof proposal.period === 'string' && proposal.period.trim()) {
    const read = readPeriods(proposal.period.toLowerCase(), today);
    if (read.period) intent.period = read.period;
    else intent.notUnderstood.push(`proposed period '${proposal.period.slice(0, 80)}'`);
  }
  return intent;
}

interface Resolved {
  measures: Array<{ field?: CatalogField; aggregation: Aggregation; label?: string; concept?: MeasureConcept; entity?: EntityKey }>;
  rows: Dim[];
  columns: Dim[];
  tableFields: CatalogField[];
  format: 'table' | 'pivot' | 'summary';
  dateField?: CatalogField;
  period: ReadPeriod | null;
  filters: ReportFilterV1[];
  businessUnit?: NonNullable<ReportDefinitionV1['reportConfig']['businessUnit']>;
  jobStatus?: NonNullable<ReportDefinitionV1['reportConfig']['jobStatus']>;
  phrases: string[];
}

/** Why the words make no report. */
export class NotAReportError extends Error {
  constructor(
    readonly failure: 'not-understood' | 'not-joinable',
    message: string,
  ) {
    super(message);
  }
}

const bucketWords = (b: DateBucket) => b;

function dimWords(d: Dim): string {
  return d.bucket ? bucketWords(d.bucket) : d.field!.label;
}

/** Every choice of candidate field for the concepts, in order of preference (the first candidates first). */
function* candidateChoices(measures: MeasureSpec[]): Generator<number[]> {
  const sizes = measures.map((m) => (m.concept && !m.field ? m.concept.candidates.length : 1));
  const total = sizes.reduce((a, b) => a * b, 1);
  const combos: number[][] = [];
  for (let n = 0; n < Math.min(total, 64); n++) {
    let k = n;
    combos.push(
      sizes.map((size) => {
        const i = k % size;
        k = Math.floor(k / size);
        return i;
      }),
    );
  }
  combos.sort((a, b) => a.reduce((x, y) => x + y, 0) - b.reduce((x, y) => x + y, 0));
  yield* combos;
}

function mainEntityOf(intent: Intent): EntityKey {
  const m = intent.measures[0];
  if (m?.entity) return m.entity;
  if (m?.field) return m.field.entity;
  if (m?.concept) return FIELD_BY_ID.get(m.concept.candidates[0]!)!.entity;
  const counted = intent.subjects.find((s) => !LOOKUP_ENTITIES.has(s.entity)) ?? intent.subjects[0];
  return counted?.entity ?? intent.loose[0]?.field.entity ?? 'jobs';
}

/** The definition of one choice of candidates, before it is checked. */
function resolve(intent: Intent, choice: number[]): Resolved {
  const measures: Resolved['measures'] = intent.measures.map((m, i) =>
    m.concept && !m.field
      ? { field: FIELD_BY_ID.get(m.concept.candidates[choice[i]!]!)!, aggregation: m.aggregation, concept: m.concept }
      : m.entity
        ? { field: FIELD_BY_ID.get(`${m.entity}.id`)!, aggregation: 'count', entity: m.entity }
        : { field: m.field!, aggregation: m.aggregation },
  );
  const wantsTable = intent.list && !intent.aggregated && intent.measures.every((m) => !m.concept);
  const main = measures[0]?.field?.entity ?? mainEntityOf(intent);
  const resolveDim = (d: Dim): Dim =>
    d.contextual
      ? { ...d, field: FIELD_BY_ID.get(CONTEXTUAL_FIELDS[d.contextual][main] ?? CONTEXTUAL_FIELDS[d.contextual].default)!, contextual: undefined }
      : d;
  let dims = intent.dims.map(resolveDim);

  if (!wantsTable) {
    // Entities and text fields named outside a grouping group the figures (technician revenue),
    // or, when nothing else is measured, are what is counted (completed jobs per campaign).
    const lookups = intent.subjects.filter((s) => LOOKUP_ENTITIES.has(s.entity));
    const counted = intent.subjects.filter((s) => !LOOKUP_ENTITIES.has(s.entity));
    if (measures.length === 0) {
      const subject = counted[0] ?? (dims.length || intent.loose.length ? undefined : lookups[0]);
      const entity = subject?.entity ?? (dims.length || intent.loose.length ? 'jobs' : undefined);
      if (entity) measures.push({ field: FIELD_BY_ID.get(`${entity}.id`)!, aggregation: 'count', entity });
    }
    const countedEntities = new Set(measures.filter((m) => m.entity).map((m) => m.entity));
    const strays: Dim[] = [
      ...lookups.filter((s) => !countedEntities.has(s.entity)).map((s) => ({ at: s.at, words: s.words, field: nameFieldOf(s.entity), column: false })),
      ...intent.loose.map((l) => ({ at: l.at, words: l.words, field: l.field, column: false })),
    ];
    dims = [...strays, ...dims].sort((a, b) => a.at - b.at);
  }
  // One grouping per field (and bucket).
  dims = dims.filter((d, i) => dims.findIndex((e) => e.field?.id === d.field?.id && e.bucket === d.bucket) === i);

  const mainEntity = measures[0]?.field?.entity ?? mainEntityOf(intent);
  const completed = intent.filters.some((f) => f.kind === 'jobStatus' && f.value === 'Completed');
  const defaultDate =
    mainEntity === 'jobs' && completed
      ? 'jobs.completedOn'
      : (DEFAULT_DATE_FIELD[mainEntity] ?? (dims.some((d) => d.field?.entity === 'jobs') ? 'jobs.createdOn' : undefined));
  const dateField = intent.dateField ?? (defaultDate ? FIELD_BY_ID.get(defaultDate) : undefined);
  dims = dims.map((d) => (d.bucket && !d.field ? (dateField ? { ...d, field: dateField } : d) : d));

  const phrases: string[] = [];
  const filters: ReportFilterV1[] = [];
  let businessUnit: Resolved['businessUnit'];
  let jobStatus: Resolved['jobStatus'];
  for (const f of intent.filters) {
    if (f.kind === 'businessUnit') businessUnit = f.value;
    else if (f.kind === 'jobStatus') jobStatus = f.value;
    else filters.push({ fieldId: f.fieldId, operator: f.operator, ...(f.value !== undefined ? { value: f.value } : {}) });
    if (!phrases.includes(f.phrase)) phrases.push(f.phrase);
  }
  const amount =
    measures.find((m) => m.field && isNumeric(m.field) && m.aggregation !== 'count')?.field ??
    FIELD_BY_ID.get(AMOUNT_FIELD[mainEntity] ?? 'invoices.subTotal')!;
  for (const c of intent.comparisons) {
    filters.push({ fieldId: amount.id, operator: c.operator, value: c.value });
    phrases.push(c.phrase);
  }

  if (wantsTable) {
    const fields = [
      ...intent.subjects.map((s) => nameFieldOf(s.entity)),
      ...intent.loose.map((l) => l.field),
      ...dims.map((d) => d.field).filter((f): f is CatalogField => f !== undefined),
      ...measures.map((m) => m.field).filter((f): f is CatalogField => f !== undefined),
      ...(dateField ? [dateField] : []),
    ];
    const unique = [...new Map(fields.map((f) => [f.id, f])).values()];
    return {
      measures: [],
      rows: [],
      columns: [],
      tableFields: unique,
      format: 'table',
      ...(dateField ? { dateField } : {}),
      period: intent.period,
      filters,
      businessUnit,
      jobStatus,
      phrases,
    };
  }

  // Rows and columns: 'across' says so; otherwise a last grouping that is a date or has few values is the column.
  let rows = dims.filter((d) => !d.column);
  let columns = dims.filter((d) => d.column);
  if (columns.length === 0 && rows.length >= 2) {
    const last = rows.at(-1)!;
    if (last.bucket || (last.field && NARROW_FIELDS.has(last.field.id))) {
      columns = [last];
      rows = rows.slice(0, -1);
    }
  }
  while (rows.length > 3) columns.unshift(rows.pop()!);
  const format = rows.length + columns.length > 0 ? 'pivot' : 'summary';
  const deduped = measures.filter((m, i) => measures.findIndex((n) => n.field?.id === m.field?.id && n.aggregation === m.aggregation) === i);
  return {
    measures: deduped,
    rows,
    columns,
    tableFields: [],
    format,
    ...(dateField ? { dateField } : {}),
    period: intent.period,
    filters,
    businessUnit,
    jobStatus,
    phrases,
  };
}

function pivotField(d: Dim): ReportPivotFieldV1 {
  return { fieldId: d.field!.id, ...(d.bucket && d.field?.type === 'date' ? { dateBucket: d.bucket } : {}) };
}

function measureTitle(m: Resolved['measures'][number]): string {
  if (m.entity) return `Number of ${entityOf(m.entity).label}`;
  const plain = `${AGGREGATION_LABELS[m.aggregation]} of ${m.field!.label}`;
  return m.concept ? `${m.concept.label} (${plain.charAt(0).toLowerCase()}${plain.slice(1)})` : plain;
}

/** The definition in words; read again, the words give the same definition. */
export function summaryOf(r: Resolved, order: OrderMeaning | undefined, topN: number | undefined): string {
  const parts: string[] = [];
  if (r.format === 'table') {
    parts.push(`List of ${r.tableFields.map((f) => f.label).join(', ')}`);
  } else {
    let head = r.measures.map(measureTitle).join(' and ');
    if (r.rows.length) head += ` by ${r.rows.map(dimWords).join(' and ')}`;
    if (r.columns.length) head += ` across ${r.columns.map(dimWords).join(' and ')}`;
    parts.push(head);
  }
  if (r.dateField && r.period) {
    const dates = `${r.period.startDate} to ${r.period.endDate}`;
    const words = r.period.phrase
      .replace(/\s*\(the default\)$/, '')
      .replace(/^(?:in|for|during|over)\s+/, '')
      .replace(/^the\s+/, '');
    parts.push(`${r.period.preset ? `${words} (${dates})` : dates} on ${r.dateField.label}`);
  }
  parts.push(...r.phrases);
  if (topN) parts.push(`top ${topN}`);
  else if (order) parts.push('by' in order ? 'A to Z' : order.direction === 'desc' ? 'highest first' : 'lowest first');
  return parts.join('; ');
}

/** A period as the definition's date range: a relative one keeps its preset, so the report moves with the calendar. */
function dateRangeOf(period: ReadPeriod): NonNullable<ReportDefinitionV1['dateRange']> {
  return { startDate: period.startDate, endDate: period.endDate, ...(period.preset ? { preset: period.preset } : {}) };
}

function definitionOf(r: Resolved, intent: Intent, text: string, summary: string): ReportDefinitionV1 {
  const values: ReportPivotValueV1[] = r.measures.map((m) => ({
    ...(m.field ? { fieldId: m.field.id } : {}),
    aggregation: m.aggregation,
    label: measureTitle(m),
  }));
  const selected =
    r.format === 'table' ? r.tableFields.map((f) => f.id) : [...r.rows, ...r.columns].map((d) => d.field!.id).concat(r.measures.map((m) => m.field!.id));
  const name = (r.format === 'table' ? summary : summary.split('; ')[0]!).slice(0, 200);
  const sort =
    intent.order && r.format === 'pivot'
      ? 'by' in intent.order
        ? { by: 'label' as const, direction: 'asc' as const }
        : { by: 'value' as const, direction: intent.order.direction }
      : intent.topN && r.format === 'pivot'
        ? { by: 'value' as const, direction: 'desc' as const }
        : undefined;
  return {
    selectedFields: [...new Set(selected)],
    ...(r.dateField && r.period ? { dateField: r.dateField.id, dateRange: dateRangeOf(r.period) } : {}),
    reportConfig: {
      name,
      description: text.trim().slice(0, 2000),
      format: r.format,
      ...(r.format === 'pivot'
        ? {
            pivotConfig: {
              rows: r.rows.map(pivotField),
              columns: r.columns.map(pivotField),
              values,
              ...(sort ? { sort } : {}),
              ...(intent.topN ? { topN: intent.topN } : {}),
            },
          }
        : {}),
      ...(r.filters.length ? { filters: r.filters } : {}),
      ...(r.businessUnit ? { businessUnit: r.businessUnit } : {}),
      ...(r.jobStatus ? { jobStatus: r.jobStatus } : {}),
    },
  };
}

/** The report request generate-report would be sent for a definition. */
export function asReportRequest(definition: ReportDefinitionV1): ReportRequest {
  return definition as unknown as ReportRequest;
}

/**
 * The report a person's words (and a model's proposal, checked the same way) ask for, checked as
 * generate-report checks a request: every field from the catalog, the joins planned without
 * double counting. Throws NotAReportError when there is none.
 */
export function readReport(text: string, options: { today: string; proposal?: ReportProposalV1 }): ReportReadingV1 {
  const intent = readIntent(text, options.today, options.proposal);
  const hasSomething = intent.measures.length || intent.dims.length || intent.subjects.length || intent.loose.length;
  if (!hasSomething) {
    throw new NotAReportError(
      'not-understood',
      `I could not find anything to report in this: name what to count or total (jobs, revenue, invoices, payments ...) and how to group it (by technician, business unit, campaign, month ...).`,
    );
  }
  let firstError: string | null = null;
  for (const choice of candidateChoices(intent.measures)) {
    const resolved = resolve(intent, choice);
    if (resolved.dateField && !resolved.period) resolved.period = defaultPeriod(options.today);
    const summary = summaryOf(resolved, intent.order, intent.topN);
    const definition = definitionOf(resolved, intent, text, summary);
    try {
      planReport(asReportRequest(definition), new Date(`${options.today}T12:00:00Z`));
    } catch (error) {
      if (!(error instanceof ReportInputError)) throw error;
      firstError ??= error.message;
      continue;
    }
    const notes = [...intent.notes];
    resolved.measures.forEach((m, i) => {
      if (m.concept && choice[i] && m.concept.fallbackNote) notes.push(m.concept.fallbackNote);
    });
    if (resolved.period && resolved.period.phrase.endsWith('(the default)'))
      notes.push(`No period was named: the report covers the last 30 days (${resolved.period.startDate} to ${resolved.period.endDate}).`);
    if (!resolved.dateField && intent.period) notes.push(`What this report lists has no date, so the period "${intent.period.phrase}" is not applied.`);
    const period =
      resolved.dateField && resolved.period
        ? { phrase: resolved.period.phrase, preset: resolved.period.preset, startDate: resolved.period.startDate, endDate: resolved.period.endDate }
        : null;
    return { definition, summary, period, understood: intent.understood, notUnderstood: intent.notUnderstood, notes };
  }
  throw new NotAReportError('not-joinable', firstError ?? 'These fields cannot be in one report.');
}
