import { describe, expect, it } from '@jest/globals';
import {
  NAME_REQUIRED_TEXT,
  NAME_REQUIRED_TITLE,
  actionsOf,
  definitionCheck,
  nextPageOffset,
  renameReportBody,
  saveReportBody,
  shownLine,
  type ReportDefinitionLike,
  type SavedReportPage,
} from './saved-reports.model.js';
import { aSavedReport as report } from './saved-reports.fixture.js';

const definition: ReportDefinitionLike = {
  selectedFields: ['businessUnits.name', 'invoices.subTotal'],
  dateField: 'invoices.invoiceDate',
  reportConfig: { format: 'pivot', pivotConfig: { rows: ['businessUnits.name'], values: ['invoices.subTotal'] } },
};

describe('saveReportBody', () => {
  it("sends the trimmed name and description, the task and the builder's whole definition", () => {
    expect(saveReportBody({ name: '  Revenue by unit ', description: ' October ' }, definition, 7)).toEqual({
      ok: true,
      body: { name: 'Revenue by unit', description: 'October', taskId: 7, definition },
    });
  });

  it('leaves a blank description out', () => {
    expect(saveReportBody({ name: 'Revenue', description: '   ' }, definition, 7)).toEqual({ ok: true, body: { name: 'Revenue', taskId: 7, definition } });
  });

  it.each(['', '   ', '\t\n'])("refuses the name %j with 'Report Name Required' / 'Please enter a name for your report.'", (name) => {
    expect(saveReportBody({ name, description: 'x' }, definition, 7)).toEqual({ ok: false, title: NAME_REQUIRED_TITLE, message: NAME_REQUIRED_TEXT });
    expect([NAME_REQUIRED_TITLE, NAME_REQUIRED_TEXT]).toEqual(['Report Name Required', 'Please enter a name for your report.']);
  });

  it("refuses a definition without fields first, with 'No Fields Selected'", () => {
    const empty = { ...definition, selectedFields: [] };
    expect(definitionCheck(empty)).toEqual({ ok: false, title: 'No Fields Selected', message: 'Please select at least one field to generate a report.' });
    expect(saveReportBody({ name: '', description: '' }, empty, 7)).toMatchObject({ ok: false, title: 'No Fields Selected' });
    expect(definitionCheck(definition)).toEqual({ ok: true, body: definition });
  });
});

describe('renameReportBody', () => {
  it('sends the trimmed name and the description, an empty one to remove it', () => {
    expect(renameReportBody({ name: ' Weekly ', description: ' ' })).toEqual({ ok: true, body: { name: 'Weekly', description: '' } });
    expect(renameReportBody({ name: 'Weekly', description: 'By technician' })).toEqual({ ok: true, body: { name: 'Weekly', description: 'By technician' } });
  });

  it('refuses a blank name with the same texts as a save', () => {
    expect(renameReportBody({ name: ' ', description: '' })).toEqual({ ok: false, title: NAME_REQUIRED_TITLE, message: NAME_REQUIRED_TEXT });
  });
});

describe('actionsOf', () => {
  it('offers Open, Rename, Duplicate and Delete to who may change the report', () => {
    expect(actionsOf(report(1, { canEdit: true }))).toEqual(['open', 'rename', 'duplicate', 'delete']);
  });

  it('offers Open and Duplicate to the other members of the company', () => {
    expect(actionsOf(report(1, { canEdit: false }))).toEqual(['open', 'duplicate']);
  });
});

describe('paging', () => {
  const page = (ids: number[], total: number): SavedReportPage => ({ reports: ids.map((id) => report(id)), total });

  it('asks for the next page where the loaded reports end, until all are loaded', () => {
    expect(nextPageOffset([page([1, 2], 5)])).toBe(2);
    expect(nextPageOffset([page([1, 2], 5), page([3, 4], 5)])).toBe(4);
    expect(nextPageOffset([page([1, 2], 5), page([3, 4], 5), page([5], 5)])).toBeUndefined();
    // Reports deleted meanwhile: an empty page ends the list.
    expect(nextPageOffset([page([1, 2], 5), page([], 5)])).toBeUndefined();
  });

  it('says how many of how many show', () => {
    expect(shownLine(50, 120)).toBe('Showing 50 of 120 saved reports');
    expect(shownLine(1, 1)).toBe('Showing 1 of 1 saved report');
  });
});
