import type { StEntityKey, StListPage } from '@milestone/servicetitan-contract';
import { firstAfter } from './export.js';
import { QueryReader, type Query } from './query.js';
import { time, type BaseRecord } from './tenant-store.js';

type SortField = 'Id' | 'ModifiedOn' | 'CreatedOn' | 'Name';
type AnyRecord = BaseRecord & Record<string, unknown>;

/** How one paged list reads its parameters (they differ by module, as in the documents). */
export interface ListEndpoint {
  key: StEntityKey;
  prefix: string;
  path: string;
  /** 'active' = active=True|Any|False (default True); 'includeInactive' (teams); 'activeState' (accounting). */
  activeStyle: 'active' | 'includeInactive' | 'activeState';
  /** 'sort' = sort=±Field; 'orderBy' = orderBy + orderByDirection (job types); 'both' (invoices). */
  sortStyle: 'sort' | 'orderBy' | 'both';
  sortFields: readonly SortField[];
  /** Fields the list's schema does not have (the jobs list has no `active`). */
  omit?: readonly string[];
  /** Equality filters: query parameter -> the record's value. */
  equals?: Readonly<Record<string, (r: AnyRecord) => unknown>>;
  /** Time range filters: [on-or-after param, before param, the record's time]. */
  ranges?: readonly (readonly [string | null, string | null, (r: AnyRecord) => string | null | undefined])[];
}

const nested = (field: string) => (r: AnyRecord) => (r[field] as { id?: number } | null | undefined)?.id;
const flat = (field: string) => (r: AnyRecord) => r[field];

export const LIST_ENDPOINTS: readonly ListEndpoint[] = [
  { key: 'teams', prefix: '/dispatch/v2', path: 'teams', activeStyle: 'includeInactive', sortStyle: 'sort', sortFields: ['Id', 'CreatedOn', 'ModifiedOn'] },
  { key: 'jobTypes', prefix: '/jpm/v2', path: 'job-types', activeStyle: 'active', sortStyle: 'orderBy', sortFields: ['Id', 'ModifiedOn', 'CreatedOn'] },
  {
    key: 'campaigns',
    prefix: '/marketing/v2',
    path: 'campaigns',
    activeStyle: 'active',
    sortStyle: 'sort',
    sortFields: ['Id', 'Name', 'CreatedOn', 'ModifiedOn'],
  },
  {
    key: 'businessUnits',
    prefix: '/settings/v2',
    path: 'business-units',
    activeStyle: 'active',
    sortStyle: 'sort',
    sortFields: ['Id', 'ModifiedOn', 'CreatedOn'],
  },
  { key: 'technicians', prefix: '/settings/v2', path: 'technicians', activeStyle: 'active', sortStyle: 'sort', sortFields: ['Id', 'ModifiedOn', 'CreatedOn'] },
  { key: 'customers', prefix: '/crm/v2', path: 'customers', activeStyle: 'active', sortStyle: 'sort', sortFields: ['Id', 'ModifiedOn', 'CreatedOn'] },
  {
    key: 'locations',
    prefix: '/crm/v2',
    path: 'locations',
    activeStyle: 'active',
    sortStyle: 'sort',
    sortFields: ['Id', 'ModifiedOn', 'CreatedOn'],
    equals: { customerId: flat('customerId') },
  },
  {
    key: 'jobs',
    prefix: '/jpm/v2',
    path: 'jobs',
    activeStyle: 'active',
    sortStyle: 'sort',
    sortFields: ['Id', 'ModifiedOn', 'CreatedOn'],
    omit: ['active'],
    equals: {
      customerId: flat('customerId'),
      locationId: flat('locationId'),
      businessUnitId: flat('businessUnitId'),
      jobTypeId: flat('jobTypeId'),
      campaignId: flat('campaignId'),
      soldById: flat('soldById'),
      invoiceId: flat('invoiceId'),
      jobStatus: flat('jobStatus'),
    },
    ranges: [['completedOnOrAfter', 'completedBefore', (r) => r.completedOn as string | null]],
  },
  {
    key: 'appointments',
    prefix: '/jpm/v2',
    path: 'appointments',
    activeStyle: 'active',
    sortStyle: 'sort',
    sortFields: ['Id', 'ModifiedOn', 'CreatedOn'],
    equals: { jobId: flat('jobId'), customerId: flat('customerId'), status: flat('status') },
    ranges: [['startsOnOrAfter', 'startsBefore', (r) => r.start as string | null]],
  },
  {
    key: 'invoices',
    prefix: '/accounting/v2',
    path: 'invoices',
    activeStyle: 'activeState',
    sortStyle: 'both',
    sortFields: ['Id', 'ModifiedOn', 'CreatedOn'],
    equals: { jobId: (r) => (r.job as { id?: number } | null)?.id, customerId: nested('customer'), businessUnitId: nested('businessUnit') },
    ranges: [['invoicedOnOrAfter', 'invoicedOnBefore', (r) => r.invoiceDate as string | null]],
  },
  {
    key: 'payments',
    prefix: '/accounting/v2',
    path: 'payments',
    activeStyle: 'activeState',
    sortStyle: 'sort',
    sortFields: ['Id', 'ModifiedOn', 'CreatedOn'],
    equals: { customerId: nested('customer') },
    ranges: [['paidOnAfter', 'paidOnBefore', (r) => r.date as string | null]],
  },
];

/** Orders of one entity's records beyond the stored (modifiedOn, id) one, rebuilt when the data changes. */
export interface ListIndex {
  version: number;
  byId: AnyRecord[];
  byCreated?: AnyRecord[];
  byName?: AnyRecord[];
}

export function buildIndex(records: readonly AnyRecord[], version: number): ListIndex {
  return { version, byId: [...records].sort((a, b) => (a.id ?? 0) - (b.id ?? 0)) };
}

function compareBy(field: SortField): (a: AnyRecord, b: AnyRecord) => number {
  const id = (a: AnyRecord, b: AnyRecord) => (a.id ?? 0) - (b.id ?? 0);
  switch (field) {
    case 'Id':
      return id;
    case 'ModifiedOn':
      return (a, b) => time(a.modifiedOn) - time(b.modifiedOn) || id(a, b);
    case 'CreatedOn':
      return (a, b) => time(a.createdOn) - time(b.createdOn) || id(a, b);
    case 'Name':
      return (a, b) => String(a.name ?? '').localeCompare(String(b.name ?? '')) || id(a, b);
  }
}

function readSort(q: QueryReader, endpoint: ListEndpoint): { field: SortField; descending: boolean } {
  let field: SortField = 'Id';
  let descending = false;
  if (endpoint.sortStyle !== 'orderBy') {
    const raw = q.raw('sort');
    if (raw !== undefined && raw !== '') {
      // A '+' left unencoded in a query string arrives as a space.
      const match = /^\s*([+-]?)\s*([A-Za-z]+)\s*$/.exec(raw);
      const found = match ? endpoint.sortFields.find((f) => f.toLowerCase() === match[2]!.toLowerCase()) : undefined;
      if (!match || !found)
        q.fail('sort', `The value '${raw}' is not valid for sort: +Field or -Field with one of ${endpoint.sortFields.join(', ')} is expected.`);
      else {
        field = found;
        descending = match[1] === '-';
      }
    }
  }
  if (endpoint.sortStyle !== 'sort') {
    const raw = q.raw('orderBy');
    if (raw !== undefined && raw !== '') {
      const found = endpoint.sortFields.find((f) => f.toLowerCase() === raw.trim().toLowerCase());
      if (!found) q.fail('orderBy', `The value '${raw}' is not valid for orderBy: one of ${endpoint.sortFields.join(', ')} is expected.`);
      else field = found;
    }
    const direction = q.raw('orderByDirection');
    if (direction !== undefined && direction !== '') descending = /^desc(ending)?$/i.test(direction.trim());
  }
  return { field, descending };
}

function readActive(q: QueryReader, endpoint: ListEndpoint): (r: AnyRecord) => boolean {
  if (endpoint.activeStyle === 'includeInactive' && q.raw('active') === undefined) {
    // Teams document includeInactive; active=Any (what a client sends to every list) is honoured too.
    const include = q.boolean('includeInactive', false);
    return include ? () => true : (r) => r.active !== false;
  }
  if (endpoint.activeStyle === 'activeState') {
    const state = q.choice('activeState', ['ActiveOnly', 'InactiveOnly', 'All'] as const, 'ActiveOnly');
    return state === 'All' ? () => true : state === 'ActiveOnly' ? (r) => r.active !== false : (r) => r.active === false;
  }
  const active = q.choice('active', ['True', 'Any', 'False'] as const, 'True');
  return active === 'Any' ? () => true : active === 'True' ? (r) => r.active !== false : (r) => r.active === false;
}

function inRange(value: number, from: number | undefined, before: number | undefined): boolean {
  return (from === undefined || value >= from) && (before === undefined || value < before);
}

/**
 * One page of a paged list. The candidates come from the cheapest order: ids by binary search in
 * the id order, a modified range by binary search in the stored order, else the whole order asked
 * for; the scan stops once the page and one more match are found unless a total is asked for.
 */
export function listPage(endpoint: ListEndpoint, records: readonly AnyRecord[], index: ListIndex, query: Query): StListPage<AnyRecord> {
  const q = new QueryReader(query);
  const { page, pageSize, includeTotal } = q.paging();
  const ids = q.ids('ids');
  const createdFrom = q.dateTime('createdOnOrAfter');
  const createdBefore = q.dateTime('createdBefore');
  const modifiedFrom = q.dateTime('modifiedOnOrAfter');
  const modifiedBefore = q.dateTime('modifiedBefore');
  const isActive = readActive(q, endpoint);
  const sort = readSort(q, endpoint);
  const equals: [(r: AnyRecord) => unknown, string | number][] = [];
  for (const [name, get] of Object.entries(endpoint.equals ?? {})) {
    const raw = q.raw(name);
    if (raw === undefined || raw === '') continue;
    equals.push([get, /^\d+$/.test(raw) ? Number(raw) : raw]);
  }
  const ranges: [number | undefined, number | undefined, (r: AnyRecord) => string | null | undefined][] = [];
  for (const [fromName, beforeName, get] of endpoint.ranges ?? []) {
    const from = fromName ? q.dateTime(fromName) : undefined;
    const before = beforeName ? q.dateTime(beforeName) : undefined;
    if (from !== undefined || before !== undefined) ranges.push([from, before, get]);
  }
  q.done();

  const compare = compareBy(sort.field);
  let candidates: readonly AnyRecord[];
  if (ids) {
    const wanted = new Set(ids);
    candidates = ids
      .map((id) => binaryFind(index.byId, id))
      .filter((r): r is AnyRecord => r !== undefined && wanted.has(r.id ?? -1))
      .sort(compare);
  } else if (modifiedFrom !== undefined || modifiedBefore !== undefined) {
    const start = modifiedFrom === undefined ? 0 : firstAfter(records, { m: modifiedFrom, i: 0 });
    const end = modifiedBefore === undefined ? records.length : firstAfter(records, { m: modifiedBefore, i: 0 });
    const slice = records.slice(start, Math.max(start, end));
    candidates = sort.field === 'ModifiedOn' ? slice : slice.sort(compare);
  } else if (sort.field === 'Id') candidates = index.byId;
  else if (sort.field === 'ModifiedOn') candidates = records;
  else if (sort.field === 'CreatedOn') candidates = index.byCreated ??= [...records].sort(compare);
  else candidates = index.byName ??= [...records].sort(compare);

  const matches = (r: AnyRecord): boolean => {
    if (!isActive(r)) return false;
    if ((createdFrom !== undefined || createdBefore !== undefined) && !inRange(time(r.createdOn), createdFrom, createdBefore)) return false;
    if ((modifiedFrom !== undefined || modifiedBefore !== undefined) && !inRange(time(r.modifiedOn), modifiedFrom, modifiedBefore)) return false;
    for (const [get, value] of equals) if (get(r) !== value) return false;
    for (const [from, before, get] of ranges) {
      const value = get(r);
      if (!value || !inRange(Date.parse(value), from, before)) return false;
    }
    return true;
  };

  const skip = (page - 1) * pageSize;
  const data: AnyRecord[] = [];
  let seen = 0;
  let hasMore = false;
  const length = candidates.length;
  for (let n = 0; n < length; n++) {
    const record = candidates[sort.descending ? length - 1 - n : n]!;
    if (!matches(record)) continue;
    seen++;
    if (seen <= skip) continue;
    if (data.length < pageSize) {
      data.push(project(record, endpoint.omit));
      continue;
    }
    hasMore = true;
    if (!includeTotal) break;
  }
  return { page, pageSize, hasMore, totalCount: includeTotal ? seen : null, data };
}

function binaryFind(byId: readonly AnyRecord[], id: number): AnyRecord | undefined {
  let low = 0;
  let high = byId.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const value = byId[mid]!.id ?? 0;
    if (value === id) return byId[mid];
    if (value < id) low = mid + 1;
    else high = mid - 1;
  }
  return undefined;
}

function project(record: AnyRecord, omit: readonly string[] | undefined): AnyRecord {
  if (!omit) return record;
  const copy: AnyRecord = { ...record };
  for (const field of omit) delete copy[field];
  return copy;
}
