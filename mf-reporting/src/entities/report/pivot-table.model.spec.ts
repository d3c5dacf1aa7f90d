import { describe, expect, it } from '@jest/globals';
import type { TableColumnsType } from '@milestone/ui';
import { UNIT_BY_TECHNICIAN_BY_MONTH, UNIT_BY_TECHNICIAN_LINES } from './report.fixture.js';
import {
  allGroupKeys,
  columnsWidth,
  groupKeyOf,
  pivotLinesOf,
  pivotRowClassName,
  pivotRows,
  pivotSortOfHeader,
  pivotTableColumns,
  summaryColumns,
  summaryLinesOf,
  tableReportColumns,
  tableReportRows,
  toggleGroup,
  visiblePivotRows,
  type PivotRow,
} from './pivot-table.model.js';
import type { PivotMeta } from './report.model.js';

type Columns = TableColumnsType<PivotRow>;
type AnyColumn = Columns[number] & { children?: Columns; render?: (value: unknown, row: PivotRow, index: number) => unknown };

/** The header tree as titles: a leaf's title, or [title, children]. */
function headers(columns: Columns): unknown[] {
  return columns.map((c) => {
    const column = c as AnyColumn;
    return column.children ? [column.title, headers(column.children)] : column.title;
  });
}

/** The leaf columns, left to right. */
function leaves(columns: Columns): AnyColumn[] {
  return columns.flatMap((c) => ((c as AnyColumn).children ? leaves((c as AnyColumn).children!) : [c as AnyColumn]));
}

/** A row as the table shows it: each leaf column's text. */
function cellsOf(columns: Columns, row: PivotRow): unknown[] {
  return leaves(columns).map((column) => column.render!(undefined, row, 0));
}

const label = { sort: { by: 'label', direction: 'asc' } as const };
const rows = pivotRows(UNIT_BY_TECHNICIAN_LINES);

describe('the pivot table', () => {
  it('heads the figures with the value, then a column per month and the grand total', () => {
    const columns = pivotTableColumns(UNIT_BY_TECHNICIAN_BY_MONTH, label);
    expect(headers(columns)).toEqual(['Business Unit', 'Technician', ['Sum of Invoice Subtotal', ['Jan 2026', 'Feb 2026', 'Grand Total']]]);
  });

  it("shows each line's figures under its columns, a group's subtotal on its first line and the grand total last", () => {
    const columns = pivotTableColumns(UNIT_BY_TECHNICIAN_BY_MONTH, label);
    expect(rows.map((row) => cellsOf(columns, row))).toEqual([
      ['Electrical', '', '$150.00', '$50.00', '$200.00'],
      ['', 'Ann', '$150.00', '$20.00', '$170.00'],
      ['', 'Bob', '', '$30.00', '$30.00'],
      ['HVAC', '', '$200.00', '', '$200.00'],
      ['', 'Cy', '$200.00', '', '$200.00'],
      ['Grand Total', '', '$350.00', '$50.00', '$400.00'],
    ]);
  });

  it('marks subtotal and grand-total rows so they are styled apart', () => {
    expect(rows.map((row) => [row.type, pivotRowClassName(row)])).toEqual([
      ['subtotal', 'pivot-row-subtotal pivot-depth-1'],
      ['data', 'pivot-row-data'],
      ['data', 'pivot-row-data'],
      ['subtotal', 'pivot-row-subtotal pivot-depth-1'],
      ['data', 'pivot-row-data'],
      ['grandTotal', 'pivot-row-grand-total'],
    ]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  });

  it('groups columns under each label of the first column field, with its subtotal after its columns', () => {
    const meta: PivotMeta = {
      rows: [UNIT_BY_TECHNICIAN_BY_MONTH.rows[0]!],
      columns: [
        { fieldId: 'jobTypes.name', label: 'Job Type', dateBucket: null },
        { fieldId: 'invoices.invoiceDate', label: 'Invoice Date', dateBucket: 'quarter' },
      ],
      values: [
        { key: 'v0', fieldId: 'invoices.subTotal', label: 'Sum of Invoice Subtotal', aggregation: 'sum', currency: true },
        { key: 'v1', fieldId: null, label: 'Count', aggregation: 'count', currency: false },
      ],
      columnKeys: [
        { key: '["Install","2026-Q1"]', labels: ['Install', '2026-Q1'], type: 'data' },
        { key: '["Install","2026-Q2"]', labels: ['Install', '2026-Q2'], type: 'data' },
        { key: '["Install"]', labels: ['Install'], type: 'subtotal' },
        { key: '["Repair","2026-Q1"]', labels: ['Repair', '2026-Q1'], type: 'data' },
        { key: '["Repair"]', labels: ['Repair'], type: 'subtotal' },
        { key: '[]', labels: [], type: 'total' },
      ],
    };
    const figures = ['Sum of Invoice Subtotal', 'Count'];
    const columns = pivotTableColumns(meta, label);
    expect(headers(columns)).toEqual([
      'Business Unit',
      [
        'Install',
        [
          ['Q1 2026', figures],
          ['Q2 2026', figures],
          ['Install Total', figures],
        ],
      ],
      [
        'Repair',
        [
          ['Q1 2026', figures],
          ['Repair Total', figures],
        ],
      ],
      ['Grand Total', figures],
    ]);
    const line: PivotRow = {
      key: 'x',
      type: 'data',
      depth: 1,
      labels: ['HVAC'],
      values: { '["Install"]': { v0: 1200, v1: 3 }, '[]': { v0: 1500.5, v1: 4 } },
    };
    // Q1, Q2 and Install Total of Install, Q1 and Repair Total of Repair, Grand Total: two figures each.
    expect(cellsOf(columns, line)).toEqual(['HVAC', '', '', '', '', '$1,200.00', '3', '', '', '', '', '$1,500.50', '4']);
  });

  it('has a column per value and no column headers when there are no column fields', () => {
    const meta: PivotMeta = {
      ...UNIT_BY_TECHNICIAN_BY_MONTH,
      rows: [UNIT_BY_TECHNICIAN_BY_MONTH.rows[0]!],
      columns: [],
      columnKeys: [{ key: '[]', labels: [], type: 'total' }],
      values: [
        { key: 'v0', fieldId: 'invoices.subTotal', label: 'Sum of Invoice Subtotal', aggregation: 'sum', currency: true },
        { key: 'v1', fieldId: 'invoices.subTotal', label: 'Average of Invoice Subtotal', aggregation: 'avg', currency: true },
      ],
    };
    expect(headers(pivotTableColumns(meta, label))).toEqual(['Business Unit', 'Sum of Invoice Subtotal', 'Average of Invoice Subtotal']);
  });

  it('sizes every column, so a large pivot can be drawn virtually', () => {
    const columns = pivotTableColumns(UNIT_BY_TECHNICIAN_BY_MONTH, label);
    expect(leaves(columns).every((column) => typeof column.width === 'number')).toBe(true);
    expect(columnsWidth(columns)).toBe(2 * 200 + 3 * 150);
  });
});

describe('collapsing groups of the pivot', () => {
  it('hides the rows of a collapsed group and keeps its subtotal and the grand total', () => {
    const collapsed = toggleGroup(new Set(), groupKeyOf(['Electrical']));
    expect(visiblePivotRows(rows, collapsed).map((row) => row.labels.join('/'))).toEqual(['Electrical', 'HVAC', 'HVAC/Cy', '']);
    expect(visiblePivotRows(rows, toggleGroup(collapsed, groupKeyOf(['Electrical'])))).toHaveLength(6);
  });

  it('collapses every group at once down to the subtotals', () => {
    expect(visiblePivotRows(rows, allGroupKeys(rows)).map((row) => row.type)).toEqual(['subtotal', 'subtotal', 'grandTotal']);
  });
});

describe('sorting the pivot from its headers', () => {
  it("sorts by label from a row field's header and by a figure from a value column's header", () => {
    const columns = leaves(pivotTableColumns(UNIT_BY_TECHNICIAN_BY_MONTH, label));
    expect(pivotSortOfHeader(columns[0]!.key, 'descend')).toEqual({ by: 'label', direction: 'desc' });
    expect(pivotSortOfHeader(columns[2]!.key, 'descend')).toEqual({ by: 'value', direction: 'desc', valueKey: 'v0', columnKey: '["2026-01"]' });
    expect(pivotSortOfHeader(columns[4]!.key, 'ascend')).toEqual({ by: 'value', direction: 'asc', valueKey: 'v0', columnKey: '[]' });
    expect(pivotSortOfHeader(columns[4]!.key, null)).toEqual({ by: 'label', direction: 'asc' });
  });

  it('shows the sort in force on its header, the total by default', () => {
    const byValue = pivotTableColumns(UNIT_BY_TECHNICIAN_BY_MONTH, { sort: { by: 'value', direction: 'desc' } });
    expect(leaves(byValue).map((column) => column.sortOrder ?? null)).toEqual([null, null, null, null, 'descend']);
    const byLabel = pivotTableColumns(UNIT_BY_TECHNICIAN_BY_MONTH, { sort: { by: 'label', direction: 'desc' } });
    expect(leaves(byLabel)[0]!.sortOrder).toBe('descend');
  });
});

describe('reading a pivot answer', () => {
  it('keeps only lines of the pivot shape', () => {
    expect(
      pivotLinesOf([{ type: 'data', depth: 1, labels: ['A'], values: {} }, { foo: 1 }, { type: 'grandTotal', depth: 0, labels: [], values: {} }]),
    ).toHaveLength(2);
  });
});

describe('table and summary reports', () => {
  it('shows a column per selected field, money and numbers as figures', () => {
    const columns = tableReportColumns([
      { fieldId: 'jobs.jobNumber', label: 'Job Number', type: 'string', entity: 'jobs', currency: false },
      { fieldId: 'invoices.total', label: 'Invoice Total', type: 'number', entity: 'invoices', currency: true },
    ]);
    const [row] = tableReportRows([{ 'jobs.jobNumber': 'J-7', 'invoices.total': 1250 }]);
    expect(columns.map((c) => c.title)).toEqual(['Job Number', 'Invoice Total']);
    expect(columns.map((c) => (c as AnyColumn).render!(row![String(c.key)], row as never, 0))).toEqual(['J-7', '$1,250.00']);
  });

  it("shows a summary's figures per field, and a date field's earliest and latest as Chicago times", () => {
    const lines = summaryLinesOf([
      { fieldId: 'invoices.total', label: 'Invoice Total', type: 'number', count: 3, sum: 600, avg: 200, min: 100, max: 300 },
      { fieldId: 'invoices.invoiceDate', label: 'Invoice Date', type: 'date', count: 3, min: '2026-01-05T15:07:00.000Z', max: '2026-02-01T18:00:00.000Z' },
    ]);
    const columns = summaryColumns((id) => id === 'invoices.total');
    const text = (line: (typeof lines)[number]) => columns.slice(1).map((c) => (c as unknown as AnyColumn).render!(undefined, line as never, 0));
    expect(columns.map((c) => c.title)).toEqual(['Field', 'Count', 'Sum', 'Average', 'Minimum', 'Maximum']);
    expect(text(lines[0]!)).toEqual(['3', '$600.00', '$200.00', '$100.00', '$300.00']);
    expect(text(lines[1]!)).toEqual(['3', '', '', 'Jan 05, 2026 at 9:07 AM CST', 'Feb 01, 2026 at 12:00 PM CST']);
  });
});
