import { describe, expect, it } from '@jest/globals';
import { planJoins } from './join-planner.js';
import { defineReport, type ReportRequest } from './report-definition.js';
import { KEYED_PAGE_MAX_ROWS, pivotQuery, summaryQuery, tableQuery } from './report-query.js';

const HOSTILE = `x'); DROP TABLE st_jobs; --`;

function built(request: ReportRequest) {
  const def = defineReport(request, new Date('2026-11-02T12:00:00Z'));
  const measures = def.measures.filter((m) => m.field).map((m) => ({ entity: m.field!.entity, aggregation: m.aggregation, label: m.field!.label }));
  const dims = def.format === 'table' ? def.fields.map((f) => f.entity) : [...def.rows, ...def.columns].map((d) => d.field.entity);
  const filterEntities = def.filters.map((f) => f.field.entity).filter((e) => !measures.some((m) => m.entity === e));
  const plan = planJoins({ dimensions: [...dims, ...filterEntities], measures, allowPreAggregation: def.format !== 'table' });
  if (!plan.ok) throw new Error(plan.error.message);
  if (def.format === 'table') return tableQuery(def, plan.plan, 42);
  if (def.format === 'pivot') return pivotQuery(def, plan.plan, 42, 1000);
  return summaryQuery(def, plan.plan, def.measures, 42);
}

/** Every table the statement reads (FROM or JOIN a replica table) and every company predicate on $1. */
function tenancy(sql: string) {
  return { tables: sql.match(/(FROM|JOIN) "st_[a-z_]+" AS "[a-zA-Z]+"/g)?.length ?? 0, scoped: sql.match(/"[a-zA-Z]+"\."company_id" = \$1/g)?.length ?? 0 };
}

describe('report statements', () => {
  const requests: Array<[string, ReportRequest]> = [
    [
      'a table over four entities, filtered on text the user typed',
      {
        selectedFields: ['invoiceItems.skuName', 'technicians.name', 'customers.name', 'campaigns.name'],
        reportConfig: { filters: [{ fieldId: 'customers.name', operator: 'contains', value: HOSTILE }], businessUnit: 'HVAC' },
      },
    ],
    [
      'a pivot with an entity aggregated first and filtered inside',
      {
        selectedFields: ['businessUnits.name'],
        dateField: 'appointments.start',
        reportConfig: {
          format: 'pivot',
          pivotConfig: {
            rows: ['businessUnits.name'],
            columns: [{ fieldId: 'jobs.createdOn', dateBucket: 'quarter' }],
            values: [
              { fieldId: 'jobs.total', aggregation: 'avg' },
              { fieldId: 'appointments.id', aggregation: 'count' },
            ],
            topN: 2,
          },
          filters: [{ fieldId: 'appointments.status', operator: 'in', value: [HOSTILE, 'Done'] }],
        },
      },
    ],
    [
      'a first page of invoice items sorted by their invoice, filtered on text the user typed (read keyed first)',
      {
        selectedFields: ['jobs.jobNumber', 'invoices.subTotal', 'technicians.name'],
        reportConfig: {
          format: 'table',
          sort: [{ fieldId: 'invoices.subTotal', direction: 'desc' }],
          filters: [{ fieldId: 'technicians.name', operator: 'contains', value: HOSTILE }],
        },
      },
    ],
  ];

  it.each(requests)('binds every value and reads every table with the caller’s company: %s', (_name, request) => {
    const sut = built(request);
    expect(sut.sql).not.toContain('DROP');
    expect(sut.params[0]).toBe(42);
    expect(JSON.stringify(sut.params)).toContain('DROP TABLE');
    const { tables, scoped } = tenancy(sut.sql);
    expect(tables).toBeGreaterThan(1);
    expect(scoped).toBe(tables);
  });

  it('aggregates appointments per job inside a subquery that the filter on them narrows (an inner join)', () => {
    const sut = built(requests[1]![1]);
    expect(sut.sql).toMatch(
      /\nJOIN \(SELECT "appointments"\."job_id" AS "k", count\("appointments"\."id"\) AS "v1_c" FROM "st_appointments" AS "appointments" WHERE "appointments"\."company_id" = \$1/,
    );
    expect(sut.sql).toContain('GROUP BY ROLLUP(("o0", "d0")), ROLLUP("c0")');
    // Job totals stay at the grain (jobs): a true average of the jobs' rows at every level.
    expect(sut.sql).toContain(`avg("v0") AS "v0"`);
  });

  describe('a table page sorted by a joined entity', () => {
    const SORTED = {
      selectedFields: ['jobs.jobNumber', 'invoices.subTotal', 'technicians.name'],
      reportConfig: { format: 'table', sort: [{ fieldId: 'invoices.subTotal', direction: 'desc' as const }] },
    };

    it('joins the sort key’s path inner only for the rows that have the key, and reads the others only when the page needs them', () => {
      const sut = built({ ...SORTED, page: 2, pageSize: 50 });
      const [keyed, unkeyed] = sut.sql.split('UNION ALL');
      expect(keyed).toContain('\nJOIN "st_invoices" AS "invoices"');
      expect(keyed).toContain('LEFT JOIN "st_technicians" AS "technicians"');
      expect(keyed).toContain('"invoices"."sub_total" IS NOT NULL');
      expect(unkeyed).toContain('LEFT JOIN "st_invoices" AS "invoices"');
      expect(unkeyed).toContain('"invoices"."sub_total" IS NULL');
      expect(unkeyed).toMatch(/WHERE \(SELECT count\(\*\) FROM "keyed"\) < \$\d+::int/);
      // The keyed part keeps the rows up to the page's end: 100 for page 2.
      expect(sut.params).toContain(100);
    });

    it('keeps the plain statement for a sort on the grain, and for a page past the keyed reading’s depth', () => {
      expect(built({ ...SORTED, reportConfig: { ...SORTED.reportConfig, sort: [] } }).sql).not.toContain('"keyed"');
      expect(
        built({ ...SORTED, reportConfig: { format: 'table', sort: [{ fieldId: 'jobs.jobNumber', direction: 'asc' }] }, selectedFields: ['jobs.jobNumber'] })
          .sql,
      ).not.toContain('"keyed"');
      expect(built({ ...SORTED, page: KEYED_PAGE_MAX_ROWS / 50 + 1, pageSize: 50 }).sql).not.toContain('"keyed"');
      expect(built({ ...SORTED, page: KEYED_PAGE_MAX_ROWS / 50, pageSize: 50 }).sql).toContain('"keyed"');
    });
  });
});
