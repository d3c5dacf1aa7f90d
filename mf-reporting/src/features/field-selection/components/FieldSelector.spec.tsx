import { beforeAll, describe, expect, it } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { preloadDeferredUi } from '@milestone/ui';
import { catalogQueryClient, markupText } from '../../../entities/report-catalog/report-catalog.fixture.js';
import { CATALOG_LOAD_FAILURE_TEXT } from '../../../entities/report-catalog/report-catalog.model.js';
import { FieldSelector } from './FieldSelector.js';

/** The row of one field: its markup from its data-field-id to the next row. */
function rowOf(markup: string, fieldId: string): string {
  const start = markup.indexOf(`data-field-id="${fieldId}"`);
  expect(start).toBeGreaterThan(-1);
  const next = markup.indexOf('data-testid="field-row"', start);
  return markup.slice(start, next === -1 ? undefined : next);
}

function render(value: string[], { failed = false, disabled = false } = {}) {
  const client = catalogQueryClient(value, { failed });
  return renderToString(
    <QueryClientProvider client={client}>
      <FieldSelector value={value} onChange={() => undefined} disabled={disabled} />
    </QueryClientProvider>,
  );
}

describe(FieldSelector.name, () => {
  beforeAll(async () => {
    await preloadDeferredUi();
  });

  it('lists every field under its field group with its label, entity and type', () => {
    const markup = render([]);
    const text = markupText(markup);
    expect(text).toMatch(/Invoices & Payments Accounting Invoice Subtotal Invoices number Invoice Date Invoices date/);
    expect(text).toMatch(/Marketing Marketing Campaign Name Campaigns string/);
    expect(markup.match(/data-testid="field-row"/g)).toHaveLength(5);
    expect(text).toContain('No fields selected.');
    expect(text).not.toContain('Needs join key');
  });

  it("greys a field that cannot join the selection, not pickable, with 'Needs join key' naming the missing relationship", () => {
    const markup = render(['technicians.name']);
    const row = rowOf(markup, 'campaigns.name');
    expect(row).toContain('data-state="needs-join-key"');
    expect(row).toMatch(/<input[^>]*disabled=""/);
    expect(markupText(row)).toContain('Needs join key');
    expect(row).toContain('aria-description="Missing relationship: Campaigns ↔ Technicians.');
    expect(rowOf(markup, 'invoices.subTotal')).not.toMatch(/<input[^>]*disabled=""/);
  });

  it('shows the selected fields ticked and each with a way to remove it', () => {
    const markup = render(['technicians.name']);
    expect(markupText(markup)).toContain('Selected fields (1) Technician Name');
    expect(markup).toContain('aria-label="Remove Technician Name"');
    expect(rowOf(markup, 'technicians.name')).toMatch(/<input[^>]*checked=""/);
  });

  it('lets nothing be picked or removed when disabled', () => {
    const markup = render(['technicians.name'], { disabled: true });
    expect(markup).not.toContain('Remove Technician Name');
    expect(rowOf(markup, 'invoices.subTotal')).toMatch(/<input[^>]*disabled=""/);
  });

  it('says the field definitions could not be loaded when the catalog fails', () => {
    const text = markupText(render([], { failed: true }));
    expect(text).toContain(CATALOG_LOAD_FAILURE_TEXT);
  });

  it('puts the collapsible Entity Relationships table under the fields', () => {
    const markup = render([]);
    expect(markup.indexOf('data-testid="entity-relationships"')).toBeGreaterThan(markup.lastIndexOf('data-testid="field-row"'));
    expect(markupText(markup)).toContain('Entity Relationships (2)');
  });
});
