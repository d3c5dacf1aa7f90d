import type { Aggregation } from '../join-planner.js';
import { ENTITIES, FIELDS, FIELD_BY_ID, type CatalogField, type EntityKey } from '../report-catalog.js';
import type { DateBucket, FilterOperator } from '../report-definition.js';

/**
 * The words office staff use for a report, mapped onto the field catalog. The catalog's own
 * labels and entity names are words already ('Invoice Subtotal', 'business unit', 'jobs'); this
 * file adds what people say instead: synonyms of measures ("revenue", "bring in"), of entities
 * ("tech", "client"), of fields ("team", "city"), the aggregations, the words that group ("by",
 * "per", "each"), the filters of the spec (business unit and job status) and a few others, and the
 * words that order. To teach the builder a word, add it to one list here.
 *
 * Words match whole words, case aside, and a plural matches its singular (jobs, techs, entries).
 */

/** Something measured, in people's words: an aggregation over the first candidate field that joins the report. */
export interface MeasureConcept {
  key: string;
  /** Shown before the measure: 'Revenue (sum of Invoice Subtotal)'. */
  label: string;
  aggregation: Aggregation;
  /**
   * The fields it can mean, in order of preference. Revenue is the invoice subtotal; where the
   * report groups by technician, an invoice would count once per line, so it is the lines'
   * total credited to each technician (the join planner refuses the first, accepts the second).
   */
  candidates: string[];
  /** When the first candidate does not join: said to the person. */
  fallbackNote?: string;
}

export const MEASURE_CONCEPTS: readonly MeasureConcept[] = [
  {
    key: 'revenue',
    label: 'Revenue',
    aggregation: 'sum',
    candidates: ['invoices.subTotal', 'invoiceItems.total'],
    fallbackNote: 'Revenue per technician is the total of the invoice lines credited to each technician (an invoice subtotal would count once per line).',
  },
  { key: 'ticket', label: 'Average ticket', aggregation: 'avg', candidates: ['invoices.subTotal'] },
  { key: 'owed', label: 'Amount owed', aggregation: 'sum', candidates: ['invoices.balance'] },
  { key: 'collected', label: 'Collected', aggregation: 'sum', candidates: ['payments.total'] },
  { key: 'jobValue', label: 'Job value', aggregation: 'sum', candidates: ['jobs.total'] },
  { key: 'estimated', label: 'Estimated', aggregation: 'sum', candidates: ['estimates.subtotal'] },
  { key: 'quantity', label: 'Quantity sold', aggregation: 'sum', candidates: ['invoiceItems.quantity'] },
];

const MEASURE_WORDS: Record<string, string[]> = {
  revenue: [
    'revenue',
    'sales',
    'income',
    'turnover',
    'billed',
    'billing',
    'bring in',
    'brought in',
    'brings in',
    'bringing in',
    'earned',
    'earnings',
    'made',
    'make',
    'generated',
    'how much',
    'money',
    'dollars',
  ],
  ticket: ['ticket', 'average ticket', 'avg ticket', 'ticket size', 'ticket average', 'average sale', 'average invoice', 'average job size', 'job size'],
  owed: ['owed', 'owe', 'outstanding balance', 'open balance', 'receivable', 'accounts receivable', 'balance due', 'amount due', 'unpaid amount'],
  collected: ['collected', 'collection', 'cash collected', 'payments received', 'money received', 'received'],
  jobValue: ['job value', 'job revenue'],
  estimated: ['estimate value', 'estimated', 'quoted', 'quote value', 'pipeline'],
  quantity: ['quantity sold', 'units sold', 'how many sold'],
};

/** More words for the catalog's entities (their labels and singulars are words already). */
const ENTITY_WORDS: Partial<Record<EntityKey, string[]>> = {
  jobs: ['work order', 'service call', 'call', 'ticket count'],
  invoices: ['bill', 'invoiced'],
  customers: ['client', 'account', 'homeowner'],
  technicians: ['tech', 'employee', 'worker', 'field tech', 'service tech', 'installer', 'who'],
  estimates: ['quote', 'proposal', 'bid'],
  appointments: ['visit'],
  invoiceItems: ['item', 'line item', 'invoice line', 'line', 'sku', 'product', 'part'],
  campaigns: ['marketing campaign', 'ad', 'advert', 'promotion', 'marketing'],
  businessUnits: ['bu', 'department', 'division', 'unit'],
  jobTypes: ['type of job', 'kind of job', 'kind of work', 'service type', 'job category'],
  locations: ['site', 'property', 'service address', 'address'],
};

/** The field of an entity that names one of its rows in a pivot ('by technician' is by Technician Name). */
const NAME_FIELD: Record<EntityKey, string> = {
  customers: 'customers.name',
  locations: 'locations.fullAddress',
  jobs: 'jobs.jobNumber',
  appointments: 'appointments.appointmentNumber',
  invoices: 'invoices.referenceNumber',
  invoiceItems: 'invoiceItems.skuName',
  payments: 'payments.id',
  estimates: 'estimates.name',
  jobSplits: 'jobSplits.id',
  technicians: 'technicians.name',
  businessUnits: 'businessUnits.name',
  jobTypes: 'jobTypes.name',
  campaigns: 'campaigns.name',
};

export function nameFieldOf(entity: EntityKey): CatalogField {
  return FIELD_BY_ID.get(NAME_FIELD[entity])!;
}

/** More words for fields (their labels are words already). */
const FIELD_WORDS: Record<string, string[]> = {
  'technicians.team': ['team', 'crew'],
  'locations.city': ['city', 'town'],
  'locations.zip': ['zip', 'zip code', 'postal code', 'postcode'],
  'locations.state': ['state'],
  'customers.type': ['customer type', 'residential or commercial', 'customer segment', 'segment'],
  'campaigns.source': ['lead source', 'source', 'channel'],
  'campaigns.category': ['campaign type', 'category'],
  'payments.type': ['payment method', 'payment type', 'paid by', 'how they paid'],
  'invoices.total': ['invoice total', 'total with tax', 'total including tax', 'gross'],
  'invoices.salesTax': ['tax', 'taxes'],
  'jobs.completedOn': ['completion date', 'completed date', 'date completed', 'completed on', 'finish date'],
  'jobs.createdOn': ['created', 'created on', 'booked', 'booked on', 'booking date', 'created date', 'date booked'],
  'estimates.soldOn': ['sold on', 'sold date', 'date sold'],
  'appointments.start': ['appointment date', 'visit date', 'scheduled date'],
  'payments.date': ['payment date', 'date paid'],
  'technicians.hourlyRate': ['pay rate', 'hourly pay', 'wage'],
};

/**
 * Words whose field depends on what is reported: 'status' of jobs is the job status, of estimates
 * the estimate status; 'type' of jobs is the job type, of customers the customer type.
 */
export const CONTEXTUAL_FIELDS: Record<'status' | 'type', Partial<Record<EntityKey, string>> & { default: string }> = {
  status: { jobs: 'jobs.jobStatus', estimates: 'estimates.status', appointments: 'appointments.status', default: 'jobs.jobStatus' },
  type: { jobs: 'jobTypes.name', customers: 'customers.type', invoiceItems: 'invoiceItems.type', payments: 'payments.type', default: 'jobTypes.name' },
};
const CONTEXTUAL_WORDS: Record<'status' | 'type', string[]> = { status: ['status', 'state of the job', 'stage'], type: ['type', 'kind'] };

export const AGGREGATION_WORDS: Record<Aggregation, string[]> = {
  count: ['count', 'count of', 'number', 'number of', 'how many', 'no of', 'volume', 'quantity of', 'tally'],
  sum: ['total', 'totals', 'sum', 'sum of', 'overall', 'combined', 'altogether', 'in total', 'total of'],
  avg: ['average', 'average of', 'avg', 'mean', 'typical'],
  min: ['minimum', 'min', 'minimum of'],
  max: ['maximum', 'max', 'maximum of'],
};

export const BUCKET_WORDS: Record<DateBucket, string[]> = {
  day: ['day', 'daily', 'date', 'day by day', 'per day'],
  week: ['week', 'weekly', 'week by week'],
  month: ['month', 'monthly', 'month by month', 'month over month'],
  quarter: ['quarter', 'quarterly'],
  year: ['year', 'yearly', 'annual', 'annually', 'year over year'],
};

/** Words that make what follows a pivot row or column. */
export const GROUP_WORDS = [
  'by',
  'per',
  'each',
  'for each',
  'for every',
  'every',
  'broken down by',
  'break down by',
  'breakdown by',
  'broken out by',
  'split by',
  'grouped by',
  'group by',
  'for all',
  'by each',
  'per each',
  'for the different',
  'of each',
];
/** Words that make what follows a pivot column ('revenue by technician across months'). */
export const COLUMN_WORDS = ['across', 'in columns', 'as columns', 'columns by', 'side by side by'];

/** A filter in people's words. */
export type FilterMeaning =
  | { kind: 'businessUnit'; value: 'Electrical' | 'Plumbing' | 'HVAC' | 'General'; phrase: string }
  | { kind: 'jobStatus'; value: 'Completed' | 'In Progress' | 'Scheduled'; phrase: string }
  | { kind: 'field'; fieldId: string; operator: FilterOperator; value?: string | number | boolean; phrase: string };

const FILTERS: Array<{ words: string[]; meaning: FilterMeaning }> = [
  { words: ['electrical', 'electric', 'electrician'], meaning: { kind: 'businessUnit', value: 'Electrical', phrase: 'Electrical only' } },
  { words: ['plumbing', 'plumber'], meaning: { kind: 'businessUnit', value: 'Plumbing', phrase: 'Plumbing only' } },
  {
    words: ['hvac', 'heating', 'cooling', 'heating and cooling', 'air conditioning', 'heating and air'],
    meaning: { kind: 'businessUnit', value: 'HVAC', phrase: 'HVAC only' },
  },
  { words: ['general'], meaning: { kind: 'businessUnit', value: 'General', phrase: 'General only' } },
  { words: ['completed', 'complete', 'finished', 'done', 'closed'], meaning: { kind: 'jobStatus', value: 'Completed', phrase: 'Completed jobs only' } },
  {
    words: ['in progress', 'ongoing', 'underway', 'under way', 'in process', 'working'],
    meaning: { kind: 'jobStatus', value: 'In Progress', phrase: 'In Progress jobs only' },
  },
  { words: ['scheduled', 'upcoming', 'planned'], meaning: { kind: 'jobStatus', value: 'Scheduled', phrase: 'Scheduled jobs only' } },
  {
    words: ['canceled', 'cancelled', 'cancellation'],
    meaning: { kind: 'field', fieldId: 'jobs.jobStatus', operator: 'equals', value: 'Canceled', phrase: 'Canceled jobs only' },
  },
  { words: ['on hold', 'held'], meaning: { kind: 'field', fieldId: 'jobs.jobStatus', operator: 'equals', value: 'Hold', phrase: 'jobs on hold only' } },
  { words: ['dispatched'], meaning: { kind: 'field', fieldId: 'jobs.jobStatus', operator: 'equals', value: 'Dispatched', phrase: 'Dispatched jobs only' } },
  { words: ['residential'], meaning: { kind: 'field', fieldId: 'customers.type', operator: 'equals', value: 'Residential', phrase: 'Residential only' } },
  { words: ['commercial'], meaning: { kind: 'field', fieldId: 'customers.type', operator: 'equals', value: 'Commercial', phrase: 'Commercial only' } },
  {
    words: ['unpaid', 'not paid', 'open invoice', 'outstanding', 'overdue', 'still owing'],
    meaning: { kind: 'field', fieldId: 'invoices.balance', operator: 'gt', value: 0, phrase: 'unpaid only' },
  },
  {
    words: ['paid', 'paid in full', 'fully paid'],
    meaning: { kind: 'field', fieldId: 'invoices.paidOn', operator: 'isNotEmpty', phrase: 'paid in full only' },
  },
  { words: ['sold', 'won', 'accepted'], meaning: { kind: 'field', fieldId: 'estimates.status', operator: 'equals', value: 'Sold', phrase: 'sold only' } },
  {
    words: ['dismissed', 'lost', 'declined', 'rejected'],
    meaning: { kind: 'field', fieldId: 'estimates.status', operator: 'equals', value: 'Dismissed', phrase: 'dismissed only' },
  },
  {
    words: ['no charge', 'free', 'no charge job'],
    meaning: { kind: 'field', fieldId: 'jobs.noCharge', operator: 'equals', value: true, phrase: 'no charge only' },
  },
];

export type OrderMeaning = { direction: 'asc' | 'desc' } | { by: 'label' };

const ORDER_WORDS: Array<{ words: string[]; meaning: OrderMeaning }> = [
  {
    words: [
      'highest first',
      'biggest first',
      'largest first',
      'most first',
      'descending',
      'desc',
      'high to low',
      'highest to lowest',
      'top',
      'best',
      'highest',
      'biggest',
      'largest',
      'most',
      'ranked',
      'rank',
      'ranking',
      'sorted by',
      'sort by',
      'ordered by',
      'order by',
      'ranked by',
      'leaderboard',
    ],
    meaning: { direction: 'desc' },
  },
  {
    words: [
      'lowest first',
      'smallest first',
      'least first',
      'ascending',
      'asc',
      'low to high',
      'lowest to highest',
      'lowest',
      'smallest',
      'least',
      'worst',
      'bottom',
      'fewest',
    ],
    meaning: { direction: 'asc' },
  },
  { words: ['a to z', 'a-z', 'alphabetical', 'alphabetically', 'by name'], meaning: { by: 'label' } },
];

/** Words that carry no meaning for a report (the rest, when not understood, are named). */
export const FILLER_WORDS = [
  'a',
  'an',
  'the',
  'of',
  'for',
  'in',
  'on',
  'at',
  'to',
  'from',
  'with',
  'and',
  'or',
  'vs',
  'versus',
  'plus',
  'also',
  'as',
  'well',
  'into',
  'within',
  'during',
  'over',
  'up',
  'out',
  'than',
  'that',
  'this',
  'these',
  'those',
  'there',
  'then',
  'me',
  'my',
  'our',
  'we',
  'us',
  'i',
  'you',
  'your',
  'it',
  'its',
  'they',
  'their',
  'them',
  'he',
  'she',
  'his',
  'her',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'being',
  'do',
  'does',
  'have',
  'has',
  'had',
  'get',
  'got',
  'give',
  'show',
  'see',
  'want',
  'need',
  'like',
  'let',
  'know',
  'tell',
  'find',
  'pull',
  'fetch',
  'run',
  'create',
  'build',
  'prepare',
  'produce',
  'put',
  'bring',
  'compare',
  'comparing',
  'look',
  'track',
  'view',
  'did',
  'what',
  'which',
  'whose',
  'where',
  'when',
  'how',
  'much',
  'many',
  'please',
  'can',
  'could',
  'would',
  'should',
  'will',
  'just',
  'only',
  'all',
  'any',
  'so',
  'far',
  'some',
  'both',
  'report',
  'reporting',
  'summary',
  'summarize',
  'summarise',
  'breakdown',
  'overview',
  'figure',
  'number',
  'numbers',
  'stat',
  'stats',
  'statistics',
  'data',
  'metric',
  'kpi',
  'chart',
  'graph',
  'pivot',
  'table',
  'list',
  'spreadsheet',
  'excel',
  'xlsx',
  'csv',
  'pdf',
  'file',
  'export',
  'dashboard',
  'servicetitan',
  'service titan',
  'st',
  'period',
  'time',
  'range',
  'date range',
  'timeframe',
  'window',
  'first',
  'only',
  'included',
  'including',
  'page',
  'fetch',
  'record',
  'entry',
  'row',
  'amount',
  'value',
  'figure',
  'each one',
  'go',
  'went',
  'come',
  'came',
  'happen',
  'happened',
  'bring',
  'brought',
  'whole',
  'entire',
  'broken',
  'down',
  'split',
  'together',
  'separately',
  'respectively',
];

/** Words that ask for a plain list of rows rather than figures. */
export const LIST_WORDS = [
  'list',
  'list of',
  'show all',
  'all the',
  'every single',
  'detail',
  'details',
  'detailed',
  'line by line',
  'one row per',
  'each individual',
  'raw',
];

export type Meaning =
  | { kind: 'measure'; concept: MeasureConcept }
  | { kind: 'noun'; entity: EntityKey }
  | { kind: 'field'; field: CatalogField }
  | { kind: 'contextual'; which: 'status' | 'type' }
  | { kind: 'bucket'; bucket: DateBucket }
  | { kind: 'aggregation'; aggregation: Aggregation }
  | { kind: 'group'; columns: boolean }
  | { kind: 'filter'; filter: FilterMeaning }
  | { kind: 'order'; order: OrderMeaning }
  | { kind: 'list' }
  | { kind: 'filler' };

export interface LexiconEntry {
  words: string[];
  meaning: Meaning;
}

/** Lower case words, punctuation apart: "Tech's revenue (last month)" -> tech revenue ( last month ). */
export function tokensOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .replace(/[’']/g, '')
    .replace(/([;.!?()])/g, ' $1 ')
    .replace(/[^a-z0-9$;.!?()%#\- ]+/g, ' ')
    .replace(/(^|\s)-+|-+(\s|$)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** A text word matches a lexicon word when they are equal or one is the other's plural. */
export function sameWord(text: string, word: string): boolean {
  if (text === word) return true;
  if (text === `${word}s` || text === `${word}es`) return true;
  if (word.endsWith('y') && text === `${word.slice(0, -1)}ies`) return true;
  return false;
}

function buildLexicon(): LexiconEntry[] {
  const entries: LexiconEntry[] = [];
  const add = (phrase: string, meaning: Meaning) => entries.push({ words: tokensOf(phrase), meaning });
  // Order matters only between entries of the same length: the first wins.
  for (const filter of FILTERS) for (const w of filter.words) add(w, { kind: 'filter', filter: filter.meaning });
  for (const concept of MEASURE_CONCEPTS) for (const w of MEASURE_WORDS[concept.key] ?? []) add(w, { kind: 'measure', concept });
  for (const [id, words] of Object.entries(FIELD_WORDS)) for (const w of words) add(w, { kind: 'field', field: FIELD_BY_ID.get(id)! });
  for (const field of FIELDS) add(field.label.replace('%', ' percent'), { kind: 'field', field });
  for (const e of ENTITIES) {
    for (const w of [e.label, e.singular, ...(ENTITY_WORDS[e.key] ?? [])]) add(w, { kind: 'noun', entity: e.key });
  }
  for (const [which, words] of Object.entries(CONTEXTUAL_WORDS)) for (const w of words) add(w, { kind: 'contextual', which: which as 'status' | 'type' });
  for (const [aggregation, words] of Object.entries(AGGREGATION_WORDS))
    for (const w of words) add(w, { kind: 'aggregation', aggregation: aggregation as Aggregation });
  for (const [bucket, words] of Object.entries(BUCKET_WORDS)) for (const w of words) add(w, { kind: 'bucket', bucket: bucket as DateBucket });
  for (const w of GROUP_WORDS) add(w, { kind: 'group', columns: false });
  for (const w of COLUMN_WORDS) add(w, { kind: 'group', columns: true });
  for (const order of ORDER_WORDS) for (const w of order.words) add(w, { kind: 'order', order: order.meaning });
  for (const w of LIST_WORDS) add(w, { kind: 'list' });
  for (const w of FILLER_WORDS) add(w, { kind: 'filler' });
  return entries.filter((e) => e.words.length > 0);
}

/** Every phrase, longest first (a longer phrase wins over its own first words). */
export const LEXICON: readonly LexiconEntry[] = buildLexicon().sort((a, b) => b.words.length - a.words.length);

/** The longest phrase of the lexicon at `tokens[at]`, or null. */
export function longestMatch(tokens: readonly string[], at: number): LexiconEntry | null {
  for (const entry of LEXICON) {
    if (at + entry.words.length > tokens.length) continue;
    if (entry.words.every((w, i) => sameWord(tokens[at + i]!, w))) return entry;
  }
  return null;
}

/** The date field a report of `entity` is dated by, when the words name none. */
export const DEFAULT_DATE_FIELD: Partial<Record<EntityKey, string>> = {
  invoices: 'invoices.invoiceDate',
  invoiceItems: 'invoices.invoiceDate',
  jobs: 'jobs.createdOn',
  jobSplits: 'jobs.createdOn',
  payments: 'payments.date',
  estimates: 'estimates.soldOn',
  appointments: 'appointments.start',
  customers: 'customers.createdOn',
};

/** Pivot fields with few values, which read best as columns. */
export const NARROW_FIELDS = new Set([
  'businessUnits.name',
  'jobs.jobStatus',
  'customers.type',
  'invoiceItems.type',
  'payments.type',
  'estimates.status',
  'appointments.status',
  'campaigns.category',
  'technicians.team',
  'jobs.noCharge',
]);
