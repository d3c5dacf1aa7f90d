import { beforeAll, describe, expect, it } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { preloadDeferredUi } from '@milestone/ui';
import { catalogQueryClient, markupText } from '../../../entities/report-catalog/report-catalog.fixture.js';
import { CATALOG_LOAD_FAILURE_TEXT } from '../../../entities/report-catalog/report-catalog.model.js';
import { FieldCatalogView } from './FieldCatalogView.js';

function render(options: { failed?: boolean } = {}) {
  return renderToString(
    <QueryClientProvider client={catalogQueryClient([], options)}>
      <FieldCatalogView />
    </QueryClientProvider>,
  );
}

describe(FieldCatalogView.name, () => {
  beforeAll(async () => {
    await preloadDeferredUi();
  });

  it("shows each field group's name, ServiceTitan module and description above its fields' label, description, entity and type", () => {
    const text = markupText(render());
    expect(text).toMatch(
      /Invoices & Payments Accounting What was billed and paid\.( Field Description Entity Type)+ Invoice Subtotal What the invoice billed before tax\. Invoices number \(currency\) Invoice Date/,
    );
    expect(text).toContain('Campaign Name The marketing campaign a job came from, by its name. Campaigns string');
  });

  it('shows the Entity Relationships table under the catalog', () => {
    const markup = render();
    expect(markup.indexOf('data-testid="entity-relationships"')).toBeGreaterThan(markup.indexOf('Campaign Name'));
  });

  it('says the field definitions could not be loaded when the catalog fails', () => {
    expect(markupText(render({ failed: true }))).toContain(CATALOG_LOAD_FAILURE_TEXT);
  });
});
