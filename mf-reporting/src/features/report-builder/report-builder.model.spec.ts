import { describe, expect, it } from '@jest/globals';
import type { CatalogField } from '../../entities/report-catalog/report-catalog.model.js';
import { loadedReportOf } from '../../entities/report/report.model.js';
import { pivotAnswer, tableAnswer } from '../../entities/report/report.fixture.js';
import {
  choicesOf,
  dateFieldOptions,
  pivotDrop,
  pivotFieldOptions,
  resultCountText,
  sortValueOptions,
  valueLabel,
  withoutPivotChip,
  type PivotDropResult,
  type PivotLayout,
} from './report-builder.model.js';

const field = (id: string, label: string, type: CatalogField['type'], entity: CatalogField['entity']): CatalogField => ({
  id,
  label,
  type,
  entity,
  description: '',
  groupId: 'g',
  currency: false,
});
const CATALOG: CatalogField[] = [
  field('invoices.subTotal', 'Invoice Subtotal', 'number', 'invoices'),
  field('invoices.invoiceDate', 'Invoice Date', 'date', 'invoices'),
  field('invoices.createdOn', 'Invoice Created', 'date', 'invoices'),
  field('invoices.items', 'Invoice Items', 'array', 'invoices'),
  field('businessUnits.name', 'Business Unit', 'string', 'businessUnits'),
  field('jobs.completedOn', 'Job Completed', 'date', 'jobs'),
];
const labelOf = (id: string) => CATALOG.find((f) => f.id === id)?.label ?? id;

describe('the report configuration', () => {
  it("offers the selected date fields first, then the other dates of the selected fields' entities, none of other entities", () => {
    const options = dateFieldOptions(CATALOG, ['businessUnits.name', 'invoices.subTotal', 'invoices.createdOn']);
    expect(options.map((o) => o.label)).toEqual(['Invoice Created', 'Invoice Date']);
  });

  it('groups a pivot by selected fields that are not lists, and not by one the other axis already uses', () => {
    const selected = ['businessUnits.name', 'invoices.invoiceDate', 'invoices.items'];
    expect(pivotFieldOptions(CATALOG, selected, []).map((o) => o.value)).toEqual(['businessUnits.name', 'invoices.invoiceDate']);
    expect(pivotFieldOptions(CATALOG, selected, [{ fieldId: 'invoices.invoiceDate' }]).map((o) => o.value)).toEqual(['businessUnits.name']);
  });

  it('keeps the date bucket of a row already chosen and groups a newly picked date by month', () => {
    const typeOf = (id: string) => CATALOG.find((f) => f.id === id)?.type;
    const previous = [{ fieldId: 'invoices.invoiceDate', dateBucket: 'week' as const }];
    expect(choicesOf(['invoices.invoiceDate', 'jobs.completedOn', 'businessUnits.name'], previous, typeOf)).toEqual([
      { fieldId: 'invoices.invoiceDate', dateBucket: 'week' },
      { fieldId: 'jobs.completedOn', dateBucket: 'month' },
      { fieldId: 'businessUnits.name' },
    ]);
  });

  it('names values as the server does, and offers hidden values to sort by', () => {
    const values = [
      { fieldId: 'invoices.subTotal', aggregation: 'avg' as const, hidden: false },
      { aggregation: 'count' as const, hidden: true },
    ];
    expect(valueLabel(values[0]!, labelOf)).toBe('Average of Invoice Subtotal');
    expect(sortValueOptions(values, labelOf)).toEqual([
      { value: 'v0', label: 'Average of Invoice Subtotal' },
      { value: 'v1', label: 'Count of rows (hidden)' },
    ]);
  });
});

describe('the pivot field board', () => {
  const context = {
    fields: CATALOG,
    selected: ['businessUnits.name', 'invoices.invoiceDate', 'invoices.createdOn', 'jobs.completedOn', 'invoices.subTotal', 'invoices.items'],
  };
  const empty: PivotLayout = { rows: [], columns: [], values: [], sort: { by: 'label', direction: 'asc' } };
  const layoutOf = (result: PivotDropResult): PivotLayout => {
    if ('refused' in result) throw new Error(`refused: ${result.refused}`);
    return result.layout;
  };
  const refusalOf = (result: PivotDropResult): string => ('refused' in result ? result.refused : 'accepted');
  const ids = (choices: readonly { fieldId?: string }[]) => choices.map((c) => c.fieldId);

  it('puts a field dragged into Rows at the place it is dropped, a date grouped by month', () => {
    const one = layoutOf(pivotDrop(empty, { zone: 'fields', fieldId: 'businessUnits.name' }, { zone: 'rows' }, context));
    const two = layoutOf(pivotDrop(one, { zone: 'fields', fieldId: 'invoices.invoiceDate' }, { zone: 'rows', index: 0 }, context));
    expect(two.rows).toEqual([{ fieldId: 'invoices.invoiceDate', dateBucket: 'month' }, { fieldId: 'businessUnits.name' }]);
    expect(two.columns).toEqual([]);
  });

  it('reorders the chips of a zone, which is the nesting order of the groups', () => {
    const rows = [
      { fieldId: 'businessUnits.name' },
      { fieldId: 'invoices.invoiceDate', dateBucket: 'week' as const },
      { fieldId: 'jobs.completedOn', dateBucket: 'month' as const },
    ];
    const moved = layoutOf(pivotDrop({ ...empty, rows }, { zone: 'rows', index: 2 }, { zone: 'rows', index: 0 }, context));
    expect(ids(moved.rows)).toEqual(['jobs.completedOn', 'businessUnits.name', 'invoices.invoiceDate']);
    // A field of the list dragged again onto its own zone moves there, not in twice.
    const again = layoutOf(pivotDrop(moved, { zone: 'fields', fieldId: 'jobs.completedOn' }, { zone: 'rows' }, context));
    expect(ids(again.rows)).toEqual(['businessUnits.name', 'invoices.invoiceDate', 'jobs.completedOn']);
  });

  it('moves a chip from Rows to Columns with its date bucket, so a field is never on both axes', () => {
    const layout = { ...empty, rows: [{ fieldId: 'businessUnits.name' }, { fieldId: 'invoices.invoiceDate', dateBucket: 'quarter' as const }] };
    const moved = layoutOf(pivotDrop(layout, { zone: 'rows', index: 1 }, { zone: 'columns' }, context));
    expect(moved.rows).toEqual([{ fieldId: 'businessUnits.name' }]);
    expect(moved.columns).toEqual([{ fieldId: 'invoices.invoiceDate', dateBucket: 'quarter' }]);
    const fromFields = layoutOf(pivotDrop(moved, { zone: 'fields', fieldId: 'invoices.invoiceDate' }, { zone: 'rows', index: 0 }, context));
    expect(fromFields.rows).toEqual([{ fieldId: 'invoices.invoiceDate', dateBucket: 'quarter' }, { fieldId: 'businessUnits.name' }]);
    expect(fromFields.columns).toEqual([]);
  });

  it('refuses a fourth row or column field and says why, leaving the layout as it was', () => {
    const three = { ...empty, columns: [{ fieldId: 'businessUnits.name' }, { fieldId: 'invoices.invoiceDate' }, { fieldId: 'invoices.createdOn' }] };
    expect(refusalOf(pivotDrop(three, { zone: 'fields', fieldId: 'jobs.completedOn' }, { zone: 'columns' }, context))).toBe(
      'Columns hold up to 3 fields: remove one to add Job Completed.',
    );
    const rowsFull = { ...empty, rows: three.columns };
    expect(refusalOf(pivotDrop({ ...rowsFull, columns: [{ fieldId: 'jobs.completedOn' }] }, { zone: 'columns', index: 0 }, { zone: 'rows' }, context))).toBe(
      'Rows hold up to 3 fields: remove one to add Job Completed.',
    );
    // Reordering a full zone is no addition.
    expect(ids(layoutOf(pivotDrop(three, { zone: 'columns', index: 0 }, { zone: 'columns', index: 2 }, context)).columns)).toEqual([
      'invoices.invoiceDate',
      'invoices.createdOn',
      'businessUnits.name',
    ]);
  });

  it('refuses a list field, a field not selected, and a value as a row or column', () => {
    expect(refusalOf(pivotDrop(empty, { zone: 'fields', fieldId: 'invoices.items' }, { zone: 'rows' }, context))).toBe(
      'Invoice Items holds a list, not one value: it cannot be a row.',
    );
    expect(refusalOf(pivotDrop(empty, { zone: 'fields', fieldId: 'invoices.items' }, { zone: 'values' }, context))).toBe(
      'Invoice Items holds a list, not one value: it cannot be a value.',
    );
    expect(refusalOf(pivotDrop(empty, { zone: 'fields', fieldId: 'customers.name' }, { zone: 'columns' }, context))).toBe(
      'customers.name is not among the selected fields.',
    );
    const values = {
      ...empty,
      values: [
        { fieldId: 'invoices.subTotal', aggregation: 'sum' as const, hidden: false },
        { aggregation: 'count' as const, hidden: false },
      ],
    };
    expect(refusalOf(pivotDrop(values, { zone: 'values', index: 0 }, { zone: 'rows' }, context))).toBe(
      'Sum of Invoice Subtotal is a value: drag Invoice Subtotal from the fields to make it a row.',
    );
    expect(refusalOf(pivotDrop(values, { zone: 'values', index: 1 }, { zone: 'columns' }, context))).toBe('Count of rows is a value: it cannot be a column.');
  });

  it('adds a value summed when a number and counted otherwise, up to eight', () => {
    const summed = layoutOf(pivotDrop(empty, { zone: 'fields', fieldId: 'invoices.subTotal' }, { zone: 'values' }, context));
    const counted = layoutOf(pivotDrop(summed, { zone: 'fields', fieldId: 'businessUnits.name' }, { zone: 'values' }, context));
    expect(counted.values).toEqual([
      { fieldId: 'invoices.subTotal', aggregation: 'sum', hidden: false },
      { fieldId: 'businessUnits.name', aggregation: 'count', hidden: false },
    ]);
    const eight = { ...empty, values: Array.from({ length: 8 }, () => ({ aggregation: 'count' as const, hidden: false })) };
    expect(refusalOf(pivotDrop(eight, { zone: 'fields', fieldId: 'invoices.subTotal' }, { zone: 'values' }, context))).toBe(
      'Values hold up to 8: remove one first.',
    );
  });

  it('keeps the sort on the same value when values are reordered, added before it or removed', () => {
    const values = [
      { fieldId: 'invoices.subTotal', aggregation: 'sum' as const, hidden: false },
      { aggregation: 'count' as const, hidden: false },
    ];
    const layout: PivotLayout = { ...empty, values, sort: { by: 'value', direction: 'desc', valueKey: 'v1' } };
    const swapped = layoutOf(pivotDrop(layout, { zone: 'values', index: 1 }, { zone: 'values', index: 0 }, context));
    expect(swapped.values.map((v) => v.aggregation)).toEqual(['count', 'sum']);
    expect(swapped.sort.valueKey).toBe('v0');
    const added = layoutOf(pivotDrop(layout, { zone: 'fields', fieldId: 'invoices.createdOn' }, { zone: 'values', index: 0 }, context));
    expect(added.sort.valueKey).toBe('v2');
    expect(withoutPivotChip(layout, 'values', 0).sort.valueKey).toBe('v0');
    expect(withoutPivotChip(layout, 'values', 1).sort).toEqual({ by: 'value', direction: 'desc' });
  });

  it('removes a chip dragged off the zones, and ignores a field dropped back on the fields', () => {
    const layout = { ...empty, rows: [{ fieldId: 'businessUnits.name' }, { fieldId: 'invoices.invoiceDate' }] };
    expect(ids(layoutOf(pivotDrop(layout, { zone: 'rows', index: 0 }, null, context)).rows)).toEqual(['invoices.invoiceDate']);
    expect(layoutOf(pivotDrop(layout, { zone: 'fields', fieldId: 'invoices.subTotal' }, null, context))).toBe(layout);
  });

  it('moves a row dropped on the values there, counted', () => {
    const layout = { ...empty, rows: [{ fieldId: 'businessUnits.name' }] };
    const moved = layoutOf(pivotDrop(layout, { zone: 'rows', index: 0 }, { zone: 'values' }, context));
    expect(moved.rows).toEqual([]);
    expect(moved.values).toEqual([{ fieldId: 'businessUnits.name', aggregation: 'count', hidden: false }]);
  });
});

describe('the results line', () => {
  it('says how many rows are shown of how many, and all of them once read', () => {
    const definition = { selectedFields: ['jobs.jobNumber'] };
    expect(resultCountText(loadedReportOf(definition, tableAnswer(1, 50, 1234)))).toBe('Showing 50 of 1,234 rows');
    expect(resultCountText(loadedReportOf(definition, tableAnswer(1, 50, 7)))).toBe('7 rows');
    expect(resultCountText(loadedReportOf(definition, pivotAnswer()))).toBe('6 lines');
    expect(resultCountText(loadedReportOf(definition, { ...pivotAnswer(), format: 'summary', data: [], rowCount: 1 }))).toBe('1 row in the report');
  });
});
