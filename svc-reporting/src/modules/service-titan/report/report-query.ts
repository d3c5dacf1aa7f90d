import type { Aggregation, JoinPlan } from './join-planner.js';
import { entityOf, type CatalogField, type EntityKey } from './report-catalog.js';
import { REPORT_TIME_ZONE, type DateBucket, type Dimension, type Filter, type Measure, type ReportDefinition, type SortKey } from './report-definition.js';
import { addDays } from '@milestone/contracts/report-periods';

/**
 * SQL of a report, built from the catalog and a join plan. Identifiers come only from the catalog
 * (checked against a strict pattern as they are written); every value a user gave is a bound
 * parameter. $1 is the caller's company: every table of the statement, joined or aggregated
 * first, is read with `company_id = $1`, so a report sees the caller's replica rows only.
 */
export interface BuiltQuery {
  sql: string;
  params: unknown[];
}

export class Params {
  readonly values: unknown[];
  constructor(companyId: number) {
    this.values = [companyId];
  }
  add(value: unknown, cast: string): string {
    this.values.push(value);
    return `$${this.values.length}::${cast}`;
  }
}

const COMPANY = '$1';
const IDENTIFIER = /^[a-z][a-zA-Z0-9_]*$/;

/** A catalog identifier, quoted; anything else is a bug, never written into SQL. */
export function ident(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not a catalog identifier: ${name}`);
  return `"${name}"`;
}

/** The value of a field in the query, read through its entity's alias. */
export function fieldSql(field: CatalogField): string {
  const alias = ident(field.entity);
  if ('column' in field.source) return `${alias}.${ident(field.source.column)}`;
  if (!/^[a-zA-Z]+$/.test(field.source.raw)) throw new Error(`not a catalog key: ${field.source.raw}`);
  return `${alias}."raw" -> '${field.source.raw}'`;
}

const BUCKETS: Record<DateBucket, { unit: string; format: string }> = {
  day: { unit: 'day', format: 'YYYY-MM-DD' },
  // date_trunc's week starts on Monday (ISO), as the spec's weeks do.
  week: { unit: 'week', format: 'YYYY-MM-DD' },
  month: { unit: 'month', format: 'YYYY-MM' },
  quarter: { unit: 'quarter', format: 'YYYY-"Q"Q' },
  year: { unit: 'year', format: 'YYYY' },
};

const TZ = `'${REPORT_TIME_ZONE}'`;

/**
 * A dimension's value per row. A date bucket is the Chicago wall time its bucket starts at: the
 * rows are grouped by it and only the groups are written as text (labelSql), which over 54,000
 * invoices is a fifth faster than grouping by the text.
 */
export function dimensionSql(dimension: Dimension): string {
  const value = fieldSql(dimension.field);
  if (!dimension.bucket) return value;
  return `date_trunc('${BUCKETS[dimension.bucket].unit}', ${value} AT TIME ZONE ${TZ})`;
}

/** A grouped dimension's label: a bucket as 'YYYY-MM-DD', 'YYYY-MM', 'YYYY-Qn' or 'YYYY'. */
function labelSql(name: string, dimension: Dimension): string {
  return dimension.bucket ? `to_char(${ident(name)}, '${BUCKETS[dimension.bucket].format}') AS ${ident(name)}` : ident(name);
}

/** The instant a Chicago day starts. */
const dayStart = (params: Params, day: string) => `(${params.add(day, 'date')}::timestamp AT TIME ZONE ${TZ})`;

export function filterSql(filter: Filter, params: Params): string {
  const e = fieldSql(filter.field);
  const type = filter.field.type;
  const [a, b] = filter.values;
  if (filter.operator === 'isEmpty') return type === 'string' ? `(${e} IS NULL OR ${e} = '')` : `${e} IS NULL`;
  if (filter.operator === 'isNotEmpty') return type === 'string' ? `(${e} IS NOT NULL AND ${e} <> '')` : `${e} IS NOT NULL`;
  if (type === 'date') {
    const day = a as string;
    switch (filter.operator) {
      case 'equals':
        return `(${e} >= ${dayStart(params, day)} AND ${e} < ${dayStart(params, addDays(day, 1))})`;
      case 'notEquals':
        return `NOT (${e} >= ${dayStart(params, day)} AND ${e} < ${dayStart(params, addDays(day, 1))})`;
      case 'gt':
        return `${e} >= ${dayStart(params, addDays(day, 1))}`;
      case 'gte':
        return `${e} >= ${dayStart(params, day)}`;
      case 'lt':
        return `${e} < ${dayStart(params, day)}`;
      case 'lte':
        return `${e} < ${dayStart(params, addDays(day, 1))}`;
      case 'between':
        return `(${e} >= ${dayStart(params, day)} AND ${e} < ${dayStart(params, addDays(b as string, 1))})`;
      case 'in':
        return `(${e} AT TIME ZONE ${TZ})::date = ANY(${params.add(filter.values, 'date[]')})`;
      default:
        throw new Error(`no date filter ${filter.operator}`);
    }
  }
  const cast = type === 'number' ? 'numeric' : type === 'boolean' ? 'boolean' : 'text';
  switch (filter.operator) {
    case 'equals':
      return `${e} = ${params.add(a, cast)}`;
    case 'notEquals':
      return `${e} IS DISTINCT FROM ${params.add(a, cast)}`;
    case 'in':
      return `${e} = ANY(${params.add(filter.values, `${cast}[]`)})`;
    case 'contains':
      return `strpos(lower(${e}), lower(${params.add(a, 'text')})) > 0`;
    case 'gt':
      return `${e} > ${params.add(a, cast)}`;
    case 'gte':
      return `${e} >= ${params.add(a, cast)}`;
    case 'lt':
      return `${e} < ${params.add(a, cast)}`;
    case 'lte':
      return `${e} <= ${params.add(a, cast)}`;
    case 'between':
      return `${e} BETWEEN ${params.add(a, cast)} AND ${params.add(b, cast)}`;
    default:
      throw new Error(`no filter ${filter.operator as string}`);
  }
}

/** The date range as a filter on the date field (both days inclusive). */
export function allFilters(def: ReportDefinition): Filter[] {
  const range =
    def.dateField && def.dateRange ? [{ field: def.dateField, operator: 'between' as const, values: [def.dateRange.startDate, def.dateRange.endDate] }] : [];
  return [...def.filters, ...range];
}

const table = (entity: EntityKey) => ident(entityOf(entity).table);

/** How one value is read per row (its columns in the row set) and aggregated over rows. */
interface MeasureShape {
  /** `expression AS "name"` of the row set. */
  inputs: string[];
  /** The aggregate over the row set's columns. */
  aggregate: string;
  /** Columns of the entity's aggregation-first subquery, when it has one. */
  preInputs?: string[];
}

function measureShape(measure: Measure, plan: JoinPlan): MeasureShape {
  const k = measure.key;
  const q = (suffix = '') => ident(`${k}${suffix}`);
  const field = measure.field;
  if (!field) return { inputs: [], aggregate: 'count(*)' };
  const value = fieldSql(field);
  const pre = plan.preAggregates.find((p) => p.entity === field.entity);
  if (pre) {
    const alias = ident(`pre_${pre.entity}`);
    const parts: Record<Aggregation, Array<[string, string]>> = {
      sum: [['_s', `sum(${value})`]],
      count: [['_c', `count(${value})`]],
      avg: [
        ['_s', `sum(${value})`],
        ['_c', `count(${value})`],
      ],
      min: [['_mn', `min(${value})`]],
      max: [['_mx', `max(${value})`]],
    };
    const used = parts[measure.aggregation];
    const aggregate: Record<Aggregation, string> = {
      sum: `sum(${q('_s')})`,
      count: `coalesce(sum(${q('_c')}), 0)`,
      // A true average of the rows: their sum over their count, at every level of the pivot.
      avg: `sum(${q('_s')}) / nullif(sum(${q('_c')}), 0)`,
      min: `min(${q('_mn')})`,
      max: `max(${q('_mx')})`,
    };
    return {
      inputs: used.map(([suffix]) => `${alias}.${q(suffix)} AS ${q(suffix)}`),
      preInputs: used.map(([suffix, sql]) => `${sql} AS ${q(suffix)}`),
      aggregate: aggregate[measure.aggregation],
    };
  }
  if (field.entity !== plan.grain && measure.aggregation === 'count') {
    // Another entity's rows repeat once per grain row: count each of them once.
    return { inputs: [`CASE WHEN ${value} IS NOT NULL THEN ${ident(field.entity)}."id" END AS ${q()}`], aggregate: `count(DISTINCT ${q()})` };
  }
  return { inputs: [`${value} AS ${q()}`], aggregate: `${measure.aggregation}(${q()})` };
}

/** A row set narrowed for a keyed page: the entities joined inner, and conditions added to the filters. */
interface RowSetOptions {
  innerTo?: ReadonlySet<EntityKey>;
  where?: string[];
}

/**
 * FROM and WHERE of the row set: the grain, its joins (each at most one row per grain row), the
 * aggregated-first entities, the filters. Filters on an aggregated-first entity go inside its
 * subquery, which is then an inner join (only the grain rows that have such rows remain).
 */
function fromWhere(def: ReportDefinition, plan: JoinPlan, measures: readonly Measure[], params: Params, rows: RowSetOptions = {}): string {
  const filters = allFilters(def);
  const lines = [`FROM ${table(plan.grain)} AS ${ident(plan.grain)}`];
  for (const rule of plan.joins) {
    const join = rows.innerTo?.has(rule.to) ? 'JOIN' : 'LEFT JOIN';
    lines.push(
      `${join} ${table(rule.to)} AS ${ident(rule.to)} ON ${ident(rule.to)}."company_id" = ${COMPANY} AND ${ident(rule.to)}."id" = ${ident(rule.from)}.${ident(rule.fromColumn)}`,
    );
  }
  for (const pre of plan.preAggregates) {
    const own = filters.filter((f) => f.field.entity === pre.entity);
    const columns = measures.filter((m) => m.field?.entity === pre.entity).flatMap((m) => measureShape(m, plan).preInputs ?? []);
    const key = `${ident(pre.entity)}.${ident(pre.rule.fromColumn)}`;
    const where = [`${ident(pre.entity)}."company_id" = ${COMPANY}`, `${key} IS NOT NULL`, ...own.map((f) => filterSql(f, params))];
    const alias = ident(`pre_${pre.entity}`);
    lines.push(
      `${own.length > 0 ? 'JOIN' : 'LEFT JOIN'} (SELECT ${key} AS "k", ${[...new Set(columns)].join(', ')} FROM ${table(pre.entity)} AS ${ident(pre.entity)} ` +
        `WHERE ${where.join(' AND ')} GROUP BY ${key}) AS ${alias} ON ${alias}."k" = ${ident(pre.rule.to)}."id"`,
    );
  }
  const preEntities = new Set(plan.preAggregates.map((p) => p.entity));
  const semi = plan.semiJoin;
  const semiEntities = new Set(semi ? [semi.grain, ...semi.joins.map((r) => r.to)] : []);
  const where = [
    `${ident(plan.grain)}."company_id" = ${COMPANY}`,
    ...filters.filter((f) => !preEntities.has(f.field.entity) && !semiEntities.has(f.field.entity)).map((f) => filterSql(f, params)),
  ];
  if (semi) {
    // Inside, the entity aliases are the subquery's own; only the correlation names the outer grain row.
    const inner = [`FROM ${table(semi.grain)} AS ${ident(semi.grain)}`];
    for (const rule of semi.joins) {
      inner.push(
        `JOIN ${table(rule.to)} AS ${ident(rule.to)} ON ${ident(rule.to)}."company_id" = ${COMPANY} AND ${ident(rule.to)}."id" = ${ident(rule.from)}.${ident(rule.fromColumn)}`,
      );
    }
    const conditions = [
      `${ident(semi.grain)}."company_id" = ${COMPANY}`,
      `${ident(semi.correlation.from)}.${ident(semi.correlation.fromColumn)} = ${ident(plan.grain)}."id"`,
      ...filters.filter((f) => semiEntities.has(f.field.entity)).map((f) => filterSql(f, params)),
    ];
    where.push(`EXISTS (SELECT 1 ${inner.join(' ')} WHERE ${conditions.join(' AND ')})`);
  }
  where.push(...(rows.where ?? []));
  lines.push(`WHERE ${where.join(' AND ')}`);
  return lines.join('\n');
}

/**
 * A page of rows, one per grain row, sorted (ties by the grain's id, so pages never overlap). The
 * count of all rows is countQuery's: a window count here would make PostgreSQL sort every row
 * instead of keeping the page's (a top-N sort), twice as slow over 50,000 jobs. A first page
 * sorted by a joined entity's column is read keyed first (keyedPageSql).
 */
export function tableQuery(def: ReportDefinition, plan: JoinPlan, companyId: number): BuiltQuery {
  const params = new Params(companyId);
  const keyed = (def.page - 1) * def.pageSize + def.pageSize <= KEYED_PAGE_MAX_ROWS ? keyedPageSql(def, plan, params) : null;
  if (keyed) return { sql: keyed, params: params.values };
  const rows = sortedRowsSql(def, plan, params);
  const limit = params.add(def.pageSize, 'int');
  const offset = params.add((def.page - 1) * def.pageSize, 'int');
  return { sql: `${rows}\nLIMIT ${limit} OFFSET ${offset}`, params: params.values };
}

/** Every row of a table report in the page order: what an export reads through a cursor. */
export function tableRowsQuery(def: ReportDefinition, plan: JoinPlan, companyId: number): BuiltQuery {
  const params = new Params(companyId);
  return { sql: sortedRowsSql(def, plan, params), params: params.values };
}

const orderOf = (keys: readonly SortKey[], value: (key: SortKey) => string) =>
  keys.map((s) => `${value(s)} ${s.direction === 'desc' ? 'DESC' : 'ASC'} NULLS LAST`);

function sortedRowsSql(def: ReportDefinition, plan: JoinPlan, params: Params): string {
  const columns = def.fields.map((f, i) => `${fieldSql(f)} AS ${ident(`f${i}`)}`);
  const body = fromWhere(def, plan, [], params);
  const order = [...orderOf(def.sort, (s) => fieldSql(s.field)), `${ident(plan.grain)}."id" ASC`];
  return `SELECT ${columns.join(', ')}\n${body}\nORDER BY ${order.join(', ')}`;
}

/** The deepest page end read keyed first; past it the plain sort of every row costs less than walking the key's index. */
export const KEYED_PAGE_MAX_ROWS = 5000;

/** The joins from the grain to `entity` (none when it is not reached by the plan's joins). */
function pathTo(plan: JoinPlan, entity: EntityKey): EntityKey[] {
  const path: EntityKey[] = [];
  for (let at = entity; at !== plan.grain;) {
    const rule = plan.joins.find((r) => r.to === at);
    if (!rule) return [];
    path.unshift(at);
    at = rule.from;
  }
  return path;
}

/**
 * A page sorted first by a column of a joined entity (invoices by subtotal, for a table of invoice
 * items), read in two parts that together are exactly the rows of sortedRowsSql, in its order:
 *   - keyed: the rows whose first sort key is not null. For them the LEFT JOINs from the grain to
 *     the key's entity always find their row, so they are joined inner; PostgreSQL can then walk
 *     an index of that entity in the key's order (st_invoices_company_sub_total_idx) and stop after
 *     the page, instead of joining and sorting every row. NULLS LAST puts all of them first.
 *   - unkeyed: the rows whose first key is null (an item whose invoice is not in the replica, an
 *     invoice without a subtotal) come after every keyed row, in the order of the other keys. They
 *     are read, with the LEFT JOINs as they are, only when the keyed rows do not fill the page
 *     (a one-time filter on the keyed rows' count), so no row a LEFT JOIN keeps is lost.
 * Null when the first sort key is not a column of an entity the grain joins (the plain statement).
 */
function keyedPageSql(def: ReportDefinition, plan: JoinPlan, params: Params): string | null {
  const [first, ...rest] = def.sort;
  if (!first || !('column' in first.field.source) || plan.semiJoin) return null;
  const path = pathTo(plan, first.field.entity);
  if (path.length === 0 || plan.preAggregates.some((p) => path.includes(p.entity))) return null;
  const columns = [...def.fields.map((f, i) => `${fieldSql(f)} AS ${ident(`f${i}`)}`), `${ident(plan.grain)}."id" AS "_id"`];
  const key = fieldSql(first.field);
  const want = params.add((def.page - 1) * def.pageSize + def.pageSize, 'int');
  const part = (n: number, keys: readonly SortKey[], rows: RowSetOptions) =>
    `SELECT ${columns.join(', ')}, ${n} AS "_part"\n${fromWhere(def, plan, [], params, rows)}\n` +
    `ORDER BY ${[...orderOf(keys, (s) => fieldSql(s.field)), `${ident(plan.grain)}."id" ASC`].join(', ')}\nLIMIT ${want}`;
  const keyed = part(0, def.sort, { innerTo: new Set(path), where: [`${key} IS NOT NULL`] });
  const unkeyed = part(1, rest, { where: [`${key} IS NULL`] });
  const output = (field: CatalogField) => ident(`f${def.fields.indexOf(field)}`);
  const order = ['"_part"', ...orderOf(def.sort, (s) => output(s.field)), '"_id" ASC'];
  const limit = params.add(def.pageSize, 'int');
  const offset = params.add((def.page - 1) * def.pageSize, 'int');
  return (
    `WITH "keyed" AS (${keyed})\n` +
    `SELECT ${def.fields.map((_, i) => ident(`f${i}`)).join(', ')} FROM (\n` +
    `SELECT * FROM "keyed"\nUNION ALL\n` +
    `SELECT * FROM (${unkeyed}) AS "unkeyed" WHERE (SELECT count(*) FROM "keyed") < ${want}\n` +
    `) AS "page"\nORDER BY ${order.join(', ')}\nLIMIT ${limit} OFFSET ${offset}`
  );
}

/** How many grain rows the report has (PostgreSQL drops the joins no filter reads: their keys are unique). */
export function countQuery(def: ReportDefinition, plan: JoinPlan, companyId: number): BuiltQuery {
  const params = new Params(companyId);
  return { sql: `SELECT count(*) AS "total"\n${fromWhere(def, plan, [], params)}`, params: params.values };
}

export const rowKey = (i: number) => `d${i}`;
export const columnKey = (i: number) => `c${i}`;

/**
 * The pivot in one statement: GROUP BY ROLLUP(rows) x ROLLUP(columns) gives the cells, each row
 * group's subtotals, the column totals and the grand total; GROUPING() tells a subtotal from a
 * real empty value. With top N, the first row field's groups beyond the N largest (by the sort
 * value) are grouped together as 'Other' (o0) before the rollup. At most `maxGroups` rows.
 */
export function pivotQuery(def: ReportDefinition, plan: JoinPlan, companyId: number, maxGroups: number): BuiltQuery {
  const params = new Params(companyId);
  const dims = [...def.rows.map((d, i) => [rowKey(i), d] as const), ...def.columns.map((d, i) => [columnKey(i), d] as const)];
  const shapes = def.measures.map((m) => measureShape(m, plan));
  const inputs = [...dims.map(([name, d]) => `${dimensionSql(d)} AS ${ident(name)}`), ...new Set(shapes.flatMap((s) => s.inputs))];
  const body = fromWhere(def, plan, def.measures, params);
  const rowSet = `WITH "r" AS (SELECT ${inputs.join(', ')}\n${body})`;
  const aggregates = def.measures.map((m, i) => `${shapes[i]!.aggregate} AS ${ident(m.key)}`);
  const groupings = dims.map(([name]) => `GROUPING(${ident(name)}) AS ${ident(`g_${name}`)}`);
  const dimNames = dims.map(([name, d]) => labelSql(name, d));
  const rowNames = def.rows.map((_, i) => ident(rowKey(i)));
  const columnNames = def.columns.map((_, i) => ident(columnKey(i)));
  const rollups = (first: string[]) => [`ROLLUP(${first.join(', ')})`, ...(columnNames.length ? [`ROLLUP(${columnNames.join(', ')})`] : [])].join(', ');
  const limit = params.add(maxGroups + 1, 'int');
  if (def.topN === undefined) {
    const sql = `${rowSet}\nSELECT ${[...dimNames, ...groupings, ...aggregates].join(', ')} FROM "r"\nGROUP BY ${rollups(rowNames)}\nLIMIT ${limit}`;
    return { sql, params: params.values };
  }
  const rank = def.measures.find((m) => m.key === def.pivotSort.valueKey) ?? def.measures.find((m) => !m.hidden)!;
  const rankShape = shapes[def.measures.indexOf(rank)]!;
  const direction = def.pivotSort.by === 'value' && def.pivotSort.direction === 'asc' ? 'ASC' : 'DESC';
  const n = params.add(def.topN, 'int');
  const passThrough = inputs.map((input) => `"r".${input.slice(input.lastIndexOf(' AS ') + 4)}`).filter((c) => c !== `"r"."d0"`);
  const sql =
    `${rowSet},\n"top" AS (SELECT "d0" AS "k", row_number() OVER (ORDER BY ${rankShape.aggregate} ${direction} NULLS LAST, "d0" ASC NULLS LAST) AS "rn" FROM "r" GROUP BY "d0"),\n` +
    `"t" AS (SELECT ("top"."rn" > ${n}) AS "o0", CASE WHEN "top"."rn" > ${n} THEN NULL ELSE "r"."d0" END AS "d0", ${passThrough.join(', ')} ` +
    `FROM "r" JOIN "top" ON "top"."k" IS NOT DISTINCT FROM "r"."d0")\n` +
    `SELECT "o0", ${[...dimNames, ...groupings, ...aggregates].join(', ')} FROM "t"\nGROUP BY ${rollups([`("o0", "d0")`, ...rowNames.slice(1)])}\nLIMIT ${limit}`;
  return { sql, params: params.values };
}

/** The summary: one row, every value aggregated over the whole report, and the count of its rows. */
export function summaryQuery(def: ReportDefinition, plan: JoinPlan, measures: readonly Measure[], companyId: number): BuiltQuery {
  const params = new Params(companyId);
  const shapes = measures.map((m) => measureShape(m, plan));
  const inputs = [`1 AS "one"`, ...new Set(shapes.flatMap((s) => s.inputs))];
  const body = fromWhere(def, plan, measures, params);
  const aggregates = measures.map((m, i) => `${shapes[i]!.aggregate} AS ${ident(m.key)}`);
  const sql = `WITH "r" AS (SELECT ${inputs.join(', ')}\n${body})\nSELECT count(*) AS "rows", ${aggregates.join(', ')} FROM "r"`;
  return { sql, params: params.values };
}
