import type { PivotLine } from './pivot-table.model.js';
import type { PivotMeta, ReportAnswer } from './report.model.js';

/**
 * Answers of generate-report as svc-reporting writes them (pivot-shape.ts): invoices by business
 * unit and technician, across the months of the invoice date, the sum of the invoice subtotal.
 * Electrical: Ann 100 + 50 in Jan, 20 in Feb; Bob 30 in Feb. HVAC: Cy 200 in Jan.
 */
export const UNIT_BY_TECHNICIAN_BY_MONTH: PivotMeta = {
  rows: [
    { fieldId: 'businessUnits.name', label: 'Business Unit', dateBucket: null },
    { fieldId: 'technicians.name', label: 'Technician', dateBucket: null },
  ],
  columns: [{ fieldId: 'invoices.invoiceDate', label: 'Invoice Date', dateBucket: 'month' }],
  values: [{ key: 'v0', fieldId: 'invoices.subTotal', label: 'Sum of Invoice Subtotal', aggregation: 'sum', currency: true }],
  columnKeys: [
    { key: '["2026-01"]', labels: ['2026-01'], type: 'data' },
    { key: '["2026-02"]', labels: ['2026-02'], type: 'data' },
    { key: '[]', labels: [], type: 'total' },
  ],
};

const cells = (jan: number | null, feb: number | null, total: number) => ({
  ...(jan === null ? {} : { '["2026-01"]': { v0: jan } }),
  ...(feb === null ? {} : { '["2026-02"]': { v0: feb } }),
  '[]': { v0: total },
});

export const UNIT_BY_TECHNICIAN_LINES: PivotLine[] = [
  { type: 'subtotal', depth: 1, labels: ['Electrical'], values: cells(150, 50, 200) },
  { type: 'data', depth: 2, labels: ['Electrical', 'Ann'], values: cells(150, 20, 170) },
  { type: 'data', depth: 2, labels: ['Electrical', 'Bob'], values: cells(null, 30, 30) },
  { type: 'subtotal', depth: 1, labels: ['HVAC'], values: cells(200, null, 200) },
  { type: 'data', depth: 2, labels: ['HVAC', 'Cy'], values: cells(200, null, 200) },
  { type: 'grandTotal', depth: 0, labels: [], values: cells(350, 50, 400) },
];

export function pivotAnswer(overrides: Partial<ReportAnswer> = {}): ReportAnswer {
  return {
    data: UNIT_BY_TECHNICIAN_LINES as unknown as ReportAnswer['data'],
    format: 'pivot',
    grain: 'invoices',
    total: UNIT_BY_TECHNICIAN_LINES.length,
    page: 1,
    pageSize: 100,
    pivot: UNIT_BY_TECHNICIAN_BY_MONTH,
    dateField: 'invoices.invoiceDate',
    dateRange: { startDate: '2026-01-01', endDate: '2026-02-28' },
    ...overrides,
  };
}

/** A table answer's page: `count` rows numbered from `first`. */
export function tableAnswer(page: number, pageSize: number, total: number): ReportAnswer {
  const first = (page - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - first));
  return {
    data: Array.from({ length: count }, (_, i) => ({ 'jobs.jobNumber': `J-${first + i + 1}` })),
    format: 'table',
    grain: 'jobs',
    total,
    page,
    pageSize,
    columns: [{ fieldId: 'jobs.jobNumber', label: 'Job Number', type: 'string', entity: 'jobs', currency: false }],
  };
}
