/** @jest-environment jsdom */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadDeferredUi } from '@milestone/ui';
import { catalogQueryClient } from '../../../entities/report-catalog/report-catalog.fixture.js';
import { CATALOG_LOAD_FAILURE_TEXT } from '../../../entities/report-catalog/report-catalog.model.js';
import { FieldSelector } from './FieldSelector.js';

// antd in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

function show(value: string[], { failed = false, disabled = false } = {}) {
  const onChange = jest.fn<(fieldIds: string[]) => void>();
  const { container } = render(
    <QueryClientProvider client={catalogQueryClient(value, { failed })}>
      <FieldSelector value={value} onChange={onChange} disabled={disabled} />
    </QueryClientProvider>,
  );
  return { container, onChange };
}

/** The row of one field. */
const rowOf = (container: HTMLElement, fieldId: string) => container.querySelector<HTMLElement>(`[data-field-id="${fieldId}"]`)!;
const checkbox = (label: string) => screen.getByRole('checkbox', { name: label }) as HTMLInputElement;
// A click at a disabled box anyway (antd turns its pointer events off, which userEvent would refuse to click through).
const clickAnyway = (element: Element) => userEvent.setup({ pointerEventsCheck: 0 }).click(element);
const rowTexts = () => screen.queryAllByTestId('field-row').map((row) => row.textContent);

describe(FieldSelector.name, () => {
  beforeAll(() => preloadDeferredUi());

  it('lists every field under its field group with its label, entity and type', () => {
    show([]);
    const accounting = screen.getByRole('region', { name: 'Invoices & Payments' });
    expect(within(accounting).getByRole('heading').textContent).toBe('Invoices & Payments Accounting');
    expect(
      within(accounting)
        .getAllByTestId('field-row')
        .map((row) => row.textContent),
    ).toEqual(['Invoice SubtotalInvoicesnumber', 'Invoice DateInvoicesdate']);
    expect(within(screen.getByRole('region', { name: 'Marketing' })).getByTestId('field-row').textContent).toBe('Campaign NameCampaignsstring');
    expect(rowTexts()).toHaveLength(5);
    expect(screen.getByText('No fields selected.')).toBeTruthy();
    expect(screen.queryByText('Needs join key')).toBeNull();
  });

  it('narrows the list to the fields whose label or description matches what is typed in the search', async () => {
    show([]);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search fields' }), 'invoice');
    expect(rowTexts()).toEqual(['Invoice SubtotalInvoicesnumber', 'Invoice DateInvoicesdate']);
    expect(screen.queryByRole('region', { name: 'Marketing' })).toBeNull();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search fields' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search fields' }), 'campaign a job came from');
    expect(rowTexts()).toEqual(['Campaign NameCampaignsstring']);
  });

  it('says so when no field matches the search', async () => {
    show([]);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search fields' }), 'warranty');
    expect(rowTexts()).toEqual([]);
    expect(screen.getByText('No fields match the search.')).toBeTruthy();
  });

  it('adds a field to the selection when its box is ticked', async () => {
    const { onChange } = show(['technicians.name']);
    await userEvent.click(checkbox('Invoice Subtotal'));
    expect(onChange).toHaveBeenCalledWith(['technicians.name', 'invoices.subTotal']);
  });

  it("greys a field that cannot join the selection, not pickable, with 'Needs join key' naming the missing relationship", async () => {
    const { container, onChange } = show(['technicians.name']);
    const row = rowOf(container, 'campaigns.name');
    expect(row.dataset['state']).toBe('needs-join-key');
    expect(checkbox('Campaign Name').disabled).toBe(true);
    const needsJoinKey = within(row).getByText('Needs join key');
    expect(needsJoinKey.getAttribute('aria-description')).toContain('Missing relationship: Campaigns ↔ Technicians.');
    expect(checkbox('Invoice Subtotal').disabled).toBe(false);
    await clickAnyway(checkbox('Campaign Name'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the selected fields ticked, and Remove takes a field out of the selection', async () => {
    const { onChange } = show(['technicians.name']);
    expect(screen.getByText('Selected fields (1)')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Selected fields' })).getByRole('listitem').textContent).toBe('Technician Name');
    expect(checkbox('Technician Name').checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Technician Name' }));
    expect(onChange).toHaveBeenCalledWith([]);
  });

  it('lets nothing be picked or removed when disabled', async () => {
    const { onChange } = show(['technicians.name'], { disabled: true });
    expect(screen.queryByRole('button', { name: 'Remove Technician Name' })).toBeNull();
    expect(checkbox('Invoice Subtotal').disabled).toBe(true);
    await clickAnyway(checkbox('Invoice Subtotal'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says the field definitions could not be loaded when the catalog fails', () => {
    show([], { failed: true });
    expect(screen.getByRole('alert').textContent).toContain(CATALOG_LOAD_FAILURE_TEXT);
    expect(rowTexts()).toEqual([]);
  });

  it('puts the collapsible Entity Relationships table under the fields', () => {
    show([]);
    const rows = screen.getAllByTestId('field-row');
    const relationships = screen.getByTestId('entity-relationships');
    expect(rows.at(-1)!.compareDocumentPosition(relationships) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(relationships).getByRole('button', { name: 'Entity Relationships (2)' })).toBeTruthy();
  });
});
