/** @jest-environment jsdom */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tableTexts } from '@milestone/platform-sdk/testing';
import { preloadDeferredUi } from '@milestone/ui';
import { catalogQueryClient } from '../../../entities/report-catalog/report-catalog.fixture.js';
import { EntityRelationships } from './EntityRelationships.js';

// antd in jsdom is slow on a busy machine (a Table takes seconds to draw there).
jest.setTimeout(30_000);

function show(defaultOpen?: boolean) {
  return render(
    <QueryClientProvider client={catalogQueryClient()}>
      <EntityRelationships defaultOpen={defaultOpen} />
    </QueryClientProvider>,
  );
}

/** The body rows of the relationships table, one string per cell. */
const relationshipRows = () =>
  tableTexts(screen.getByTestId('entity-relationships-table')).filter((row) => row.some((cell) => cell !== '') && row[0] !== 'From');

describe(EntityRelationships.name, () => {
  beforeAll(() => preloadDeferredUi());

  it("lists each relationship's entities, key and cardinality, by the entities' labels, once opened", () => {
    show(true);
    expect(screen.getByRole('button', { name: 'Entity Relationships (2)' })).toBeTruthy();
    // The description column shows from tablet width up (antd's responsive columns): jsdom's screen matches no media query.
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['From', 'To', 'Key', 'Cardinality']);
    expect(relationshipRows()).toEqual([
      ['Jobs', 'Customers', 'customerId → id', 'many-to-one'],
      ['Invoices', 'Jobs', 'jobId → id', 'many-to-one'],
    ]);
  });

  it('starts closed, and a click on its title opens the table', async () => {
    show();
    expect(screen.queryByTestId('entity-relationships-table')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Entity Relationships (2)' }));
    await waitFor(() => expect(relationshipRows()).toHaveLength(2));
  });
});
