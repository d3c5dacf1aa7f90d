import { randomInt } from 'node:crypto';

export function aTaskId(): number {
  return randomInt(100_000, 2_000_000_000);
}

/** Revenue by business unit and month, a pivot of the report builder (issue 28) as the overview sends it. */
export function aDefinition(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    selectedFields: ['businessUnits.name', 'invoices.invoiceDate', 'invoices.subTotal'],
    dateField: 'invoices.invoiceDate',
    dateRange: { startDate: '2026-10-01', endDate: '2026-10-31' },
    reportConfig: {
      format: 'pivot',
      businessUnit: 'All',
      pivotConfig: {
        rows: ['businessUnits.name'],
        columns: [{ fieldId: 'invoices.invoiceDate', dateBucket: 'month' }],
        values: [{ fieldId: 'invoices.subTotal', aggregation: 'sum' }],
        sort: { by: 'value', direction: 'desc' },
      },
    },
    ...overrides,
  };
}

/** Jobs with their totals, customers and business units by completion day, the largest first: a table of the report builder. */
export function aJobTable(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    selectedFields: ['jobs.jobNumber', 'jobs.total', 'customers.name', 'businessUnits.name', 'jobs.completedOn'],
    dateField: 'jobs.completedOn',
    reportConfig: {
      name: 'Completed jobs',
      format: 'table',
      sort: [
        { fieldId: 'jobs.total', direction: 'desc' },
        { fieldId: 'jobs.jobNumber', direction: 'asc' },
      ],
    },
    ...overrides,
  };
}
