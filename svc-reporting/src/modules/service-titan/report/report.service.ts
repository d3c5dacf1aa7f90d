import { Injectable } from '@nestjs/common';
import { AGGREGATION_LABELS, planJoins, type JoinPlan, type MeasureUse, type PlanInput } from './join-planner.js';
import { ENTITIES, FIELDS, FIELD_BY_ID, FIELD_GROUPS, JOIN_RULES, entityOf, isNumeric, type EntityKey } from './report-catalog.js';
import { defineReport, type Measure, type ReportDefinition, type ReportRequest } from './report-definition.js';
import { allFilters, countQuery, pivotQuery, summaryQuery, tableQuery } from './report-query.js';
import { ReportRepository, ReportQueryTimeoutError } from './report.repository.js';
import { ReportInputError, ReportNotConnectedError, ReportTooLargeError } from './report.errors.js';
import { toColumnDto, toCellValue, toEntityDto, toFieldDto, toFieldGroupDto, toJoinRuleDto } from './report.mapper.js';
import { shapePivot } from './pivot-shape.js';
import type { FieldCatalogDto, FieldGroupDto, JoinRuleDto, ReportEntityDto } from './dto/catalog.dto.js';
import type { FieldSelectionValidationDto, IncompatibleFieldDto } from './dto/validate-field-selection.dto.js';
import type { GenerateReportResponseDto } from './dto/report-response.dto.js';

/** A pivot with more groups than this is refused (narrow it): its answer would not be read. */
export const MAX_PIVOT_GROUPS = 50_000;

const NO_FIELDS = 'Please select at least one field to generate a report.';

/** The measures of a summary: every field counted; numbers also summed, averaged, min and max; dates min and max. */
function summaryMeasures(def: ReportDefinition): Measure[] {
  return def.fields.flatMap((field, i) => {
    const aggregations =
      field.type === 'number'
        ? (['count', 'sum', 'avg', 'min', 'max'] as const)
        : field.type === 'date'
          ? (['count', 'min', 'max'] as const)
          : (['count'] as const);
    return aggregations.map((aggregation) => ({
      key: `s${i}_${aggregation}`,
      field,
      aggregation,
      hidden: false,
      label: `${AGGREGATION_LABELS[aggregation]} of ${field.label}`,
    }));
  });
}

/** What the planner is asked: the entities shown, grouped or filtered on, and the values. */
function planInputOf(def: ReportDefinition, measures: readonly Measure[]): PlanInput {
  const uses: MeasureUse[] = measures.filter((m) => m.field).map((m) => ({ entity: m.field!.entity, aggregation: m.aggregation, label: m.field!.label }));
  const measured = new Set(uses.map((u) => u.entity));
  const dimensions = new Set<EntityKey>();
  if (def.format === 'table') for (const f of def.fields) dimensions.add(f.entity);
  for (const d of [...def.rows, ...def.columns]) dimensions.add(d.field.entity);
  for (const s of def.sort) if (def.format === 'table') dimensions.add(s.field.entity);
  // A filter on an entity that only values use stays with it (inside its aggregation, when it has
  // one); one on an entity nothing else uses narrows the rows without changing whose rows they are.
  const filterOnly = new Set<EntityKey>();
  for (const f of allFilters(def)) if (!measured.has(f.field.entity) && !dimensions.has(f.field.entity)) filterOnly.add(f.field.entity);
  return { dimensions: [...dimensions], measures: uses, allowPreAggregation: def.format !== 'table', filterOnly: [...filterOnly] };
}

export interface PreparedReport {
  def: ReportDefinition;
  plan: JoinPlan;
  measures: Measure[];
}

/** Runs a report's reads, answering a read past the time limit as the 400 a user can act on. */
export async function answerTooLarge<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ReportQueryTimeoutError) throw new ReportTooLargeError();
    throw error;
  }
}

function planDefinition(def: ReportDefinition): PreparedReport {
  const measures = def.format === 'summary' ? summaryMeasures(def) : def.measures;
  const planned = planJoins(planInputOf(def, measures));
  if (!planned.ok) throw new ReportInputError(planned.error.message);
  return { def, plan: planned.plan, measures };
}

/**
 * A request checked and planned as generate-report checks it, without the database (no company,
 * no connection): ReportInputError with the sentence a user reads when it cannot be made.
 */
export function planReport(request: ReportRequest, now: Date = new Date()): PreparedReport {
  return planDefinition(defineReport(request, now));
}

@Injectable()
export class ReportService {
  constructor(private readonly reports: ReportRepository) {}

  fields(): FieldCatalogDto {
    return { fields: FIELDS.map(toFieldDto), fieldGroups: this.fieldGroups() };
  }

  fieldGroups(): FieldGroupDto[] {
    return FIELD_GROUPS.map(toFieldGroupDto);
  }

  joinRules(): JoinRuleDto[] {
    return JOIN_RULES.map(toJoinRuleDto);
  }

  entities(): ReportEntityDto[] {
    return ENTITIES.map(toEntityDto);
  }

  /**
   * Whether the selection makes one report, and which other fields could join it: a field is
   * incompatible when its entity cannot join the selection's without multiplying rows (the UI
   * greys it, 'Needs join key', with the reason as tooltip).
   */
  validateFieldSelection(selectedFieldIds: readonly string[], valueFieldIds: readonly string[] = []): FieldSelectionValidationDto {
    const errors: string[] = [];
    const unknown = [...selectedFieldIds, ...valueFieldIds].filter((id) => !FIELD_BY_ID.has(id));
    for (const id of new Set(unknown)) errors.push(`Unknown field '${id.slice(0, 80)}': choose fields from the field catalog.`);
    const values = new Set(valueFieldIds.filter((id) => FIELD_BY_ID.has(id)));
    const known = selectedFieldIds.filter((id) => FIELD_BY_ID.has(id));
    const dims = new Set<EntityKey>(known.filter((id) => !values.has(id)).map((id) => FIELD_BY_ID.get(id)!.entity));
    const measures: MeasureUse[] = [...values].map((id) => {
      const f = FIELD_BY_ID.get(id)!;
      return { entity: f.entity, aggregation: isNumeric(f) ? 'sum' : 'count', label: f.label };
    });
    const input = (extra?: EntityKey): PlanInput => ({
      dimensions: extra ? [...dims, extra] : [...dims],
      measures,
      allowPreAggregation: measures.length > 0,
    });
    let grain: EntityKey | null = null;
    if (known.length === 0 && values.size === 0) {
      if (unknown.length === 0) errors.push(NO_FIELDS);
    } else {
      const result = planJoins(input());
      if (result.ok) grain = result.plan.grain;
      else errors.push(result.error.message);
    }
    const compatibleFields: string[] = [];
    const incompatibleFields: IncompatibleFieldDto[] = [];
    const byEntity = new Map<EntityKey, { ok: true } | { ok: false; reason: string; from: EntityKey; to: EntityKey }>();
    for (const e of ENTITIES) {
      if (dims.size === 0 && measures.length === 0) {
        byEntity.set(e.key, { ok: true });
        continue;
      }
      const result = planJoins(input(e.key));
      byEntity.set(
        e.key,
        result.ok
          ? { ok: true }
          : { ok: false, reason: result.error.message, from: result.error.missing?.from ?? e.key, to: result.error.missing?.to ?? e.key },
      );
    }
    for (const field of FIELDS) {
      const verdict = byEntity.get(field.entity)!;
      if (verdict.ok) compatibleFields.push(field.id);
      else incompatibleFields.push({ fieldId: field.id, reason: verdict.reason, missingRelationship: { from: verdict.from, to: verdict.to } });
    }
    return { valid: errors.length === 0, errors, compatibleFields, incompatibleFields, grain };
  }

  /** The report of the caller's company, in one statement over its replica. */
  async generateReport(companyId: number, request: ReportRequest): Promise<GenerateReportResponseDto> {
    const { def, plan, measures } = await this.prepare(companyId, request);
    return answerTooLarge(async () => {
      if (def.format === 'table') return await this.table(companyId, def, plan);
      if (def.format === 'pivot') return await this.pivot(companyId, def, plan);
      return await this.summary(companyId, def, plan, measures);
    });
  }

  /**
   * A request checked and planned for the caller's company: its definition, its join plan and the
   * values it computes (a summary's are every field's). 400 for a report that cannot be made, 409
   * when the company has no ServiceTitan connection.
   */
  async prepare(companyId: number, request: ReportRequest): Promise<PreparedReport> {
    const def = defineReport(request);
    if (!(await this.reports.isConnected(companyId))) throw new ReportNotConnectedError();
    return planDefinition(def);
  }

  private common(def: ReportDefinition, plan: JoinPlan) {
    return {
      format: def.format,
      grain: plan.grain,
      page: def.page,
      pageSize: def.pageSize,
      ...(def.dateField && def.dateRange ? { dateField: def.dateField.id, dateRange: def.dateRange } : {}),
    };
  }

  private async table(companyId: number, def: ReportDefinition, plan: JoinPlan): Promise<GenerateReportResponseDto> {
    const [rows, count] = await this.reports.runAll(companyId, [tableQuery(def, plan, companyId), countQuery(def, plan, companyId)]);
    const total = Number(count![0]?.['total'] ?? 0);
    const data = rows!.map((row) => Object.fromEntries(def.fields.map((f, i) => [f.id, toCellValue(f, row[`f${i}`])])));
    return { ...this.common(def, plan), data, total, columns: def.fields.map(toColumnDto) };
  }

  /** Every line of a pivot (subtotals and grand total included) and its column headers, for a prepared pivot. */
  async pivotLines(companyId: number, def: ReportDefinition, plan: JoinPlan): Promise<ReturnType<typeof shapePivot>> {
    const rows = await this.reports.run(companyId, pivotQuery(def, plan, companyId, MAX_PIVOT_GROUPS));
    if (rows.length > MAX_PIVOT_GROUPS) {
      throw new ReportTooLargeError(
        `This pivot table has more than ${MAX_PIVOT_GROUPS.toLocaleString('en-US')} groups. Choose fewer or coarser rows and columns, or narrow the date range.`,
      );
    }
    return shapePivot(rows, def.rows, def.columns, def.measures, def.pivotSort);
  }

  private async pivot(companyId: number, def: ReportDefinition, plan: JoinPlan): Promise<GenerateReportResponseDto> {
    const { columns, lines } = await this.pivotLines(companyId, def, plan);
    const start = (def.page - 1) * def.pageSize;
    const dimension = (d: ReportDefinition['rows'][number]) => ({ fieldId: d.field.id, label: d.field.label, dateBucket: d.bucket ?? null });
    return {
      ...this.common(def, plan),
      data: lines.slice(start, start + def.pageSize) as unknown as Array<Record<string, unknown>>,
      total: lines.length,
      pivot: {
        rows: def.rows.map(dimension),
        columns: def.columns.map(dimension),
        values: def.measures
          .filter((m) => !m.hidden)
          .map((m) => ({
            key: m.key,
            fieldId: m.field?.id ?? null,
            label: m.label,
            aggregation: m.aggregation,
            currency: m.field?.currency === true && m.aggregation !== 'count',
          })),
        columnKeys: columns,
        // On every page: a pivot read a page at a time shows its grand total from the first.
        grandTotal: (lines.find((line) => line.type === 'grandTotal') ?? null) as unknown as Record<string, unknown> | null,
      },
    };
  }

  /** A prepared summary's answer: a line per field, and the count of the report's rows. */
  async summary(companyId: number, def: ReportDefinition, plan: JoinPlan, measures: readonly Measure[]): Promise<GenerateReportResponseDto> {
    const [row = {}] = await this.reports.run(companyId, summaryQuery(def, plan, measures, companyId));
    const data = def.fields.map((field, i) => {
      const entry: Record<string, unknown> = { fieldId: field.id, label: field.label, type: field.type, entity: entityOf(field.entity).key };
      for (const m of measures.filter((x) => x.key.startsWith(`s${i}_`))) {
        const value = row[m.key];
        entry[m.aggregation] = value === null || value === undefined ? null : m.aggregation === 'count' ? Number(value) : toCellValue(field, value);
      }
      return entry;
    });
    return { ...this.common(def, plan), data, total: data.length, rowCount: Number(row['rows'] ?? 0) };
  }
}
