/** @jest-environment jsdom */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tableTexts } from '@milestone/platform-sdk/testing';
import { preloadDeferredUi } from '@milestone/ui';
import { catalogQueryClient } from '../../../entities/report-catalog/report-catalog.fixture.js';
import { CATALOG_LOAD_FAILURE_TEXT } from '../../../entities/report-catalog/report-catalog.model.js';
import { FieldCatalogView } from './FieldCatalogView.js';

// antd in jsdom is slow on a busy machine (a Table per field group).
jest.setTimeout(30_000);

function show(options: { failed?: boolean } = {}) {
  return render(
    <QueryClientProvider client={catalogQueryClient([], options)}>
      <FieldCatalogView />
    </QueryClientProvider>,
  );
}

/** The fields listed in a field group's table, one string per cell. */
const fieldsOf = (group: HTMLElement) => tableTexts(within(group).getByRole('table')).filter((row) => row.some((cell) => cell !== '') && row[0] !== 'Field');
const groupNames = () => screen.queryAllByRole('region').map((region) => region.getAttribute('aria-label'));

describe(FieldCatalogView.name, () => {
  beforeAll(() => preloadDeferredUi());

  it("shows each field group's name, ServiceTitan module and description above its fields' label, description, entity and type", () => {
    show();
    const accounting = screen.getByRole('region', { name: 'Invoices & Payments' });
    expect(within(accounting).getByRole('heading').textContent).toBe('Invoices & Payments');
    expect(within(accounting).getByText('Accounting')).toBeTruthy();
    expect(within(accounting).getByText('What was billed and paid.')).toBeTruthy();
    expect(
      within(accounting)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Field', 'Description', 'Entity', 'Type']);
    expect(fieldsOf(accounting)).toEqual([
      ['Invoice Subtotal', 'What the invoice billed before tax.', 'Invoices', 'number (currency)'],
      ['Invoice Date', 'The day the invoice was made.', 'Invoices', 'date'],
    ]);
    expect(fieldsOf(screen.getByRole('region', { name: 'Marketing' }))).toEqual([
      ['Campaign Name', 'The marketing campaign a job came from, by its name.', 'Campaigns', 'string'],
    ]);
  });

  it('keeps only the fields that match the search, and says so when none does', async () => {
    show();
    const search = screen.getByRole('searchbox', { name: 'Search fields' });
    await userEvent.type(search, 'billed before tax');
    expect(groupNames()).toEqual(['Invoices & Payments']);
    expect(fieldsOf(screen.getByRole('region', { name: 'Invoices & Payments' })).map((row) => row[0])).toEqual(['Invoice Subtotal']);
    await userEvent.clear(search);
    await userEvent.type(search, 'warranty');
    expect(groupNames()).toEqual([]);
    expect(screen.getByText('No fields match the search.')).toBeTruthy();
  });

  it('shows the Entity Relationships table under the catalog', () => {
    show();
    const relationships = screen.getByTestId('entity-relationships');
    expect(screen.getByText('Campaign Name').compareDocumentPosition(relationships) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(relationships).getByRole('button', { name: 'Entity Relationships (2)' })).toBeTruthy();
  });

  it('says the field definitions could not be loaded when the catalog fails', () => {
    show({ failed: true });
    expect(screen.getByRole('alert').textContent).toContain(CATALOG_LOAD_FAILURE_TEXT);
    expect(groupNames()).toEqual([]);
  });
});
