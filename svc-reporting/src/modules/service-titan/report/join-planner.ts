import { ENTITY_KEYS, JOIN_RULES, entityOf, type EntityKey, type JoinRule } from './report-catalog.js';

export const AGGREGATIONS = ['count', 'sum', 'avg', 'min', 'max'] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];

/** A value of a report: an aggregation of a field of an entity. */
export interface MeasureUse {
  entity: EntityKey;
  aggregation: Aggregation;
  /** The field's label, for the messages. */
  label: string;
}

export interface PlanInput {
  /** Entities whose fields are shown per row, grouped by, sorted or filtered on. */
  dimensions: readonly EntityKey[];
  /** Aggregated values (pivot and summary); an entity used only here may be aggregated first. */
  measures: readonly MeasureUse[];
  /** Pivot and summary: an entity used only by values may be aggregated per key before the join. */
  allowPreAggregation: boolean;
  /**
   * Entities only filtered on. One the grain reaches is joined; one on the grain's many side
   * (customers filtered by their jobs' status) is tested with EXISTS, so that the grain stays.
   */
  filterOnly?: readonly EntityKey[];
}

/** LEFT JOIN `rule.to` onto `rule.from` (already in the query): one row of `to` at most per row. */
export type JoinStep = JoinRule;

/** `entity`'s rows aggregated per `rule.fromColumn` before being joined to `rule.to` (the grain). */
export interface PreAggregate {
  entity: EntityKey;
  rule: JoinRule;
}

/**
 * How a report's rows are made: one row per row of `grain`, each entity of `joins` at most once
 * per row (every join follows a rule from its many side to its one side), and `preAggregates`
 * already aggregated per grain row. So no row of the grain is ever repeated, and a sum over it
 * counts every row once.
 */
export interface JoinPlan {
  grain: EntityKey;
  joins: JoinStep[];
  preAggregates: PreAggregate[];
  semiJoin?: SemiJoin;
}

/**
 * EXISTS (a row of `grain` joined by `joins`, whose `correlation` key names the report's grain row,
 * and that passes the filters on its entities): filters on the report grain's many side.
 */
export interface SemiJoin {
  grain: EntityKey;
  joins: JoinStep[];
  correlation: JoinRule;
}

export interface PlanError {
  message: string;
  /** The pair of entities no join rule connects without multiplying rows ('Needs join key'). */
  missing?: { from: EntityKey; to: EntityKey };
}

export type PlanResult = { ok: true; plan: JoinPlan } | { ok: false; error: PlanError };

const OUTGOING: ReadonlyMap<EntityKey, JoinRule[]> = new Map(ENTITY_KEYS.map((key) => [key, JOIN_RULES.filter((r) => r.from === key)]));

export const AGGREGATION_LABELS: Record<Aggregation, string> = { count: 'Count', sum: 'Sum', avg: 'Average', min: 'Minimum', max: 'Maximum' };

interface Reach {
  /** The rule each reached entity was reached by (shortest path, first rule first). */
  via: Map<EntityKey, JoinRule>;
  /** Entities in the order they were reached, the start first. */
  order: EntityKey[];
}

/** Every entity reachable from `start` along rules from their many side to their one side. */
function reachFrom(start: EntityKey): Reach {
  const via = new Map<EntityKey, JoinRule>();
  const order: EntityKey[] = [start];
  for (let i = 0; i < order.length; i++) {
    for (const rule of OUTGOING.get(order[i]!)!) {
      if (rule.to === start || via.has(rule.to)) continue;
      via.set(rule.to, rule);
      order.push(rule.to);
    }
  }
  return { via, order };
}

const REACH: ReadonlyMap<EntityKey, Reach> = new Map(ENTITY_KEYS.map((key) => [key, reachFrom(key)]));

const reaches = (from: EntityKey, to: EntityKey): boolean => from === to || REACH.get(from)!.via.has(to);

/** The rules from `grain` to each of `targets`, in the order they can be joined. */
function joinsFrom(grain: EntityKey, targets: Iterable<EntityKey>): JoinStep[] {
  const { via, order } = REACH.get(grain)!;
  const needed = new Set<EntityKey>();
  for (const target of targets) {
    for (let at = target; at !== grain; at = via.get(at)!.from) needed.add(at);
  }
  return order.filter((key) => needed.has(key)).map((key) => via.get(key)!);
}

/** The path of rules from `grain` to `entity`, as words: 'Invoice Items → Invoices → Jobs'. */
function pathWords(grain: EntityKey, entity: EntityKey): string {
  const names = [entityOf(entity).label];
  const { via } = REACH.get(grain)!;
  for (let at = entity; at !== grain; at = via.get(at)!.from) names.unshift(entityOf(via.get(at)!.from).label);
  return names.join(' → ');
}

/**
 * The entity whose rows the report's rows are: one that reaches every entity of `needed` by
 * many-to-one rules. One of `needed` when there is one (at most one can be); else the entity that
 * bridges them with the fewest joins (jobs for customers by business unit), first in catalog order.
 */
export function grainOf(needed: ReadonlySet<EntityKey>): EntityKey | undefined {
  const covers = (g: EntityKey) => [...needed].every((e) => reaches(g, e));
  for (const key of ENTITY_KEYS) if (needed.has(key) && covers(key)) return key;
  let best: { key: EntityKey; size: number } | undefined;
  for (const key of ENTITY_KEYS) {
    if (!covers(key)) continue;
    const size = joinsFrom(key, needed).length;
    if (!best || size < best.size) best = { key, size };
  }
  return best?.key;
}

/** Why `needed` has no grain: the first pair of entities that share none, named. */
function whyNoGrain(needed: ReadonlySet<EntityKey>): PlanError {
  const list = ENTITY_KEYS.filter((k) => needed.has(k));
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i]!;
      const b = list[j]!;
      if (grainOf(new Set([a, b]))) continue;
      const common = REACH.get(a)!.order.find((c) => reaches(b, c));
      const [A, B] = [entityOf(a).label, entityOf(b).label];
      const message = common
        ? `${A} and ${B} cannot be in one report: no join rule leads from one to the other, and both join ${entityOf(common).label} (many-to-one), so their rows would multiply. Needs join key: ${A} ↔ ${B}.`
        : `${A} and ${B} cannot be in one report: no join rule connects them. Needs join key: ${A} ↔ ${B}.`;
      return { message, missing: { from: b, to: a } };
    }
  }
  return { message: `No join rule connects ${list.map((k) => entityOf(k).label).join(', ')} in one report.` };
}

/** Sums, averages and the counts of an aggregated entity must be at the grain: elsewhere a row repeats. */
function doubleCount(measure: MeasureUse, at: EntityKey, grain: EntityKey, preAggregated: boolean): PlanError | undefined {
  if (at === grain) return undefined;
  if (!preAggregated && measure.aggregation !== 'sum' && measure.aggregation !== 'avg') return undefined;
  const e = entityOf(at);
  return {
    message:
      `${AGGREGATION_LABELS[measure.aggregation]} of ${measure.label} would count each ${e.singular} once per ${entityOf(grain).singular} ` +
      `(${pathWords(grain, at)} is many-to-one), which double counts. Use count, minimum or maximum for it, or leave out the ${entityOf(grain).label} fields.`,
    missing: { from: grain, to: at },
  };
}

function attempt(input: PlanInput, preAggregated: ReadonlyMap<EntityKey, JoinRule>): PlanResult {
  const needed = new Set<EntityKey>(input.dimensions);
  for (const m of input.measures) needed.add(preAggregated.get(m.entity)?.to ?? m.entity);
  const grain = grainOf(needed);
  if (!grain) return { ok: false, error: whyNoGrain(needed) };
  for (const m of input.measures) {
    const rule = preAggregated.get(m.entity);
    const error = doubleCount(m, rule?.to ?? m.entity, grain, rule !== undefined);
    if (error) return { ok: false, error };
  }
  const preAggregates = [...preAggregated].map(([entity, rule]) => ({ entity, rule }));
  return { ok: true, plan: { grain, joins: joinsFrom(grain, needed), preAggregates } };
}

/** Every way of aggregating some of `entities` first (each onto one of its rules' `to`), fewest first. */
function* preAggregations(entities: readonly EntityKey[]): Generator<Map<EntityKey, JoinRule>> {
  const options = entities.map((e) => [undefined, ...OUTGOING.get(e)!]);
  const all: Array<Map<EntityKey, JoinRule>> = [];
  const walk = (i: number, chosen: Map<EntityKey, JoinRule>) => {
    if (i === entities.length) {
      all.push(new Map(chosen));
      return;
    }
    for (const option of options[i]!) {
      if (option) chosen.set(entities[i]!, option);
      else chosen.delete(entities[i]!);
      walk(i + 1, chosen);
    }
    chosen.delete(entities[i]!);
  };
  walk(0, new Map());
  all.sort((a, b) => a.size - b.size);
  yield* all;
}

/** At most this many entities used only by values are tried for aggregating first (4^4 plans). */
const MAX_PRE_AGGREGATED = 4;

/**
 * The join plan of a report, or why there is none. A plan never repeats a row under a sum: the
 * plain joins are tried first; when they would, an entity used only by values (appointments under
 * a count beside a sum of job totals) is aggregated per key of the entity it joins, and that
 * entity becomes the grain. When no way works, the first reason stands (it names the relationship).
 */
export function planJoins(input: PlanInput): PlanResult {
  const filterOnly = (input.filterOnly ?? []).filter((e) => !input.dimensions.includes(e) && !input.measures.some((m) => m.entity === e));
  const core = planCore(input);
  if (!core.ok || filterOnly.length === 0) return core;
  const plan = core.plan;
  const present = new Set<EntityKey>([plan.grain, ...plan.joins.map((r) => r.to), ...plan.preAggregates.map((p) => p.entity)]);
  const joined = new Set<EntityKey>(plan.joins.map((r) => r.to));
  const beyond = new Set<EntityKey>();
  for (const e of filterOnly) {
    if (present.has(e)) continue;
    if (reaches(plan.grain, e)) joined.add(e);
    else beyond.add(e);
  }
  const joins = joinsFrom(plan.grain, joined);
  if (beyond.size === 0) return { ok: true, plan: { ...plan, joins } };
  const semiGrain = grainOf(new Set([plan.grain, ...beyond]));
  if (!semiGrain) return planCore({ ...input, dimensions: [...input.dimensions, ...filterOnly] });
  const semiJoins = joinsFrom(semiGrain, new Set([plan.grain, ...beyond]));
  const correlation = semiJoins.find((r) => r.to === plan.grain)!;
  return { ok: true, plan: { ...plan, joins, semiJoin: { grain: semiGrain, joins: semiJoins.filter((r) => r !== correlation), correlation } } };
}

function planCore(input: PlanInput): PlanResult {
  const first = attempt(input, new Map());
  if (first.ok || !input.allowPreAggregation) return first;
  const dims = new Set(input.dimensions);
  const measureOnly = ENTITY_KEYS.filter((k) => !dims.has(k) && input.measures.some((m) => m.entity === k)).slice(0, MAX_PRE_AGGREGATED);
  for (const choice of preAggregations(measureOnly)) {
    if (choice.size === 0) continue;
    const result = attempt(input, choice);
    if (result.ok) return result;
  }
  return first;
}
