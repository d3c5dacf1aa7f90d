import { describe, expect, it } from '@jest/globals';
import type { CatalogField } from '../../entities/report-catalog/report-catalog.model.js';
import { loadedReportOf } from '../../entities/report/report.model.js';
import { pivotAnswer, tableAnswer } from '../../entities/report/report.fixture.js';
import { choicesOf, dateFieldOptions, pivotFieldOptions, resultCountText, sortValueOptions, valueLabel } from './report-builder.model.js';

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

describe('the results line', () => {
  it('says how many rows are shown of how many, and all of them once read', () => {
    const definition = { selectedFields: ['jobs.jobNumber'] };
    expect(resultCountText(loadedReportOf(definition, tableAnswer(1, 50, 1234)))).toBe('Showing 50 of 1,234 rows');
    expect(resultCountText(loadedReportOf(definition, tableAnswer(1, 50, 7)))).toBe('7 rows');
    expect(resultCountText(loadedReportOf(definition, pivotAnswer()))).toBe('6 lines');
    expect(resultCountText(loadedReportOf(definition, { ...pivotAnswer(), format: 'summary', data: [], rowCount: 1 }))).toBe('1 row in the report');
  });
});
