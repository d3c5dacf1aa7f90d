import { beforeAll, describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { preloadDeferredUi } from '@milestone/ui';
import { catalogAnswer, markupText } from '../../../entities/report-catalog/report-catalog.fixture.js';
import { builderStateOf, type ReportDefinition } from '../../../entities/report/report.model.js';
import { PivotFieldBoard } from './PivotFieldBoard.js';

const FIELDS = [
  ...catalogAnswer().fields,
  { id: 'invoices.items', label: 'Invoice Items', description: 'The lines of the invoice.', type: 'array' as const, entity: 'invoices' as const, groupId: 'accounting', currency: false },
];

function render(definition: ReportDefinition, disabled = false) {
  return renderToString(<PivotFieldBoard state={builderStateOf(definition)} fields={FIELDS} onChange={() => undefined} disabled={disabled} />);
}

/** The inner markup of the element with `data-testid="<testId>"`, up to the next zone. */
const zoneMarkup = (markup: string, testId: string) => {
  const start = markup.indexOf(`data-testid="${testId}"`);
  expect(start).toBeGreaterThanOrEqual(0);
  return markup.slice(start + testId.length).split('data-testid="pivot-zone-')[0]!;
};

const PIVOT: ReportDefinition = {
  selectedFields: ['technicians.name', 'invoices.invoiceDate', 'invoices.subTotal', 'invoices.items'],
  reportConfig: {
    format: 'pivot',
    pivotConfig: {
      rows: [{ fieldId: 'invoices.invoiceDate', dateBucket: 'month' }, { fieldId: 'technicians.name' }],
      values: [{ fieldId: 'invoices.subTotal', aggregation: 'sum' }],
    },
  },
};

describe(PivotFieldBoard.name, () => {
  beforeAll(async () => {
    await preloadDeferredUi();
  });

  it('offers the selected fields a pivot can group by, not a list, nor a field not selected', () => {
    const fields = markupText(zoneMarkup(render(PIVOT), 'pivot-zone-fields'));
    expect(fields).toMatch(/Fields .*Drag into Rows, Columns or Values\. .*Technician Name .*Invoice Date .*Invoice Subtotal/);
    expect(fields).not.toContain('Invoice Items');
    expect(fields).not.toContain('Customer Name');
  });

  it('shows the rows in their nesting order and the values by their names, each with a remove button', () => {
    const markup = render(PIVOT);
    const rows = zoneMarkup(markup, 'pivot-zone-rows');
    expect(markupText(rows)).toMatch(/Rows .*Up to 3, outermost first\. .*Invoice Date .*Technician Name/);
    expect(rows).toContain('aria-label="Remove Invoice Date from Rows"');
    expect(rows).toContain('aria-label="Remove Technician Name from Rows"');
    expect(markupText(zoneMarkup(markup, 'pivot-zone-columns'))).toContain('Drop fields here');
    const values = zoneMarkup(markup, 'pivot-zone-values');
    expect(markupText(values)).toMatch(/Values .*Up to 8\. .*Sum of Invoice Subtotal/);
    expect(values).toContain('aria-label="Remove Sum of Invoice Subtotal from Values"');
  });

  it('makes every chip a keyboard-focusable handle described by the drag instructions', () => {
    const markup = render(PIVOT);
    const handles = markup.match(/<button[^>]*class="rb-chip-handle"[^>]*>/g) ?? [];
    expect(handles).toHaveLength(3 + 3);
    for (const handle of handles) {
      expect(handle).toContain('tabindex="0"');
      expect(handle).toMatch(/aria-describedby="DndDescribedBy-/);
      expect(handle).toMatch(/aria-roledescription="(sortable|draggable) field"/);
    }
  });

  it('keeps the chips still and offers no removal while the report generates', () => {
    const markup = render(PIVOT, true);
    expect(markup).not.toContain('Remove Invoice Date from Rows');
    expect(markup.match(/<button[^>]*class="rb-chip-handle"[^>]*>/g)?.every((h) => h.includes('aria-disabled="true"'))).toBe(true);
  });

  it('asks for fields first when none are selected', () => {
    expect(markupText(render({ selectedFields: [], reportConfig: { format: 'pivot' } }))).toContain('Select fields above first.');
  });
});
