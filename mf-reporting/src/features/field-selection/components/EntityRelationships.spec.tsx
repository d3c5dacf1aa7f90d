import { beforeAll, describe, expect, it } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { preloadDeferredUi } from '@milestone/ui';
import { catalogQueryClient, markupText } from '../../../entities/report-catalog/report-catalog.fixture.js';
import { EntityRelationships } from './EntityRelationships.js';

describe(EntityRelationships.name, () => {
  beforeAll(async () => {
    await preloadDeferredUi();
  });

  it("lists each relationship's entities, key and cardinality, by the entities' labels, once opened", () => {
    const markup = renderToString(
      <QueryClientProvider client={catalogQueryClient()}>
        <EntityRelationships defaultOpen />
      </QueryClientProvider>,
    );
    expect(markup).toContain('data-testid="entity-relationships-table"');
    const text = markupText(markup);
    expect(text).toContain('Entity Relationships (2)');
    // The description column shows from tablet width up (antd's responsive columns): not rendered here.
    expect(text).toMatch(/(From To Key Cardinality )+Jobs Customers customerId → id many-to-one Invoices Jobs jobId → id many-to-one/);
  });
});
