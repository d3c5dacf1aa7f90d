/** @jest-environment jsdom */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@milestone/platform-sdk/testing';
import {
  CLOSED_CUSTOMER_SEARCH,
  CUSTOMER_SEARCH_EMPTY_TEXT,
  CUSTOMER_SEARCH_SEARCHING_TEXT,
  type CustomerSearchResult,
  type CustomerSearchState,
} from '../customer-search.model.js';
import { CustomerSearchDropdown, customerOptionId } from './CustomerSearchDropdown.js';

// antd in jsdom is slow on a busy machine; the search waits for its 300 ms pause in typing.
jest.setTimeout(30_000);

const ANN: CustomerSearchResult = {
  id: 42,
  name: 'Ann Smith',
  address: '1420 Oak Street, Springfield, IL 62704',
  phone: '(555) 201-3344',
  email: 'ann@example.com',
  profileUrl: 'https://go.servicetitan.com/#/Customer/42',
  squareFootage: 1850,
  customFields: [],
};
const BOB: CustomerSearchResult = { ...ANN, id: 43, name: 'Bob Smithers', address: '', phone: null, email: 'bob@example.com' };

// The field asks svc-reporting through these two look-ups: answered here, no gateway in jsdom.
const searchCustomers = jest.fn<(name: string, signal: AbortSignal) => Promise<CustomerSearchResult[]>>();
const isServiceTitanConnected = jest.fn<() => Promise<boolean>>();
const lookup = await import('../lookup.api.js');
jest.unstable_mockModule('../lookup.api.js', () => ({ ...lookup, searchCustomers, isServiceTitanConnected }));
const { CustomerNameField } = await import('./CustomerNameField.js');

/** The dropdown over `state` (open, for 'Smith', unless it says otherwise). */
function showDropdown(state: Partial<CustomerSearchState>, connected: boolean | undefined = false) {
  const full: CustomerSearchState = { ...CLOSED_CUSTOMER_SEARCH, open: true, query: 'Smith', ...state };
  const onPick = jest.fn<(index: number) => void>();
  const onClose = jest.fn();
  const { container } = render(<CustomerSearchDropdown state={full} connected={connected} listboxId="cust" onPick={onPick} onClose={onClose} />);
  return { container, onPick, onClose };
}

/** Customer Name as the form holds it, with its search. */
function showField() {
  const onPick = jest.fn<(customer: CustomerSearchResult) => void>();
  function Form() {
    const [name, setName] = useState('');
    return (
      <CustomerNameField
        value={name}
        onChange={setName}
        onPick={(customer) => {
          onPick(customer);
          setName(customer.name);
        }}
        onTouch={() => undefined}
      />
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <Form />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { onPick, name: () => screen.getByRole('combobox', { name: 'Customer Name' }) as HTMLInputElement };
}

const optionTexts = () => screen.getAllByRole('option').map((option) => Array.from(option.querySelectorAll('span'), (part) => part.textContent).join(' | '));

describe(CustomerSearchDropdown.name, () => {
  it('shows nothing while closed', () => {
    const { container } = showDropdown({ open: false, results: [ANN] });
    expect(container.innerHTML).toBe('');
  });

  it('lists each customer with name, address and phone or e-mail', () => {
    showDropdown({ results: [ANN, BOB], answered: true, activeIndex: 1 });
    expect(screen.getByRole('listbox', { name: 'Customer search results' })).toBeTruthy();
    expect(optionTexts()).toEqual(['Ann Smith | 1420 Oak Street, Springfield, IL 62704 | (555) 201-3344 · ann@example.com', 'Bob Smithers | bob@example.com']);
    const active = screen.getByRole('option', { selected: true });
    expect(active.id).toBe(customerOptionId('cust', 1));
    expect(active.textContent).toContain('Bob Smithers');
    expect(screen.getByRole('button', { name: 'Close customer search' })).toBeTruthy();
    expect(screen.queryByText(CUSTOMER_SEARCH_EMPTY_TEXT)).toBeNull();
  });

  it('picks the customer clicked, and closes when ✕ is pressed', async () => {
    const { onPick, onClose } = showDropdown({ results: [ANN, BOB], answered: true });
    await userEvent.click(screen.getByRole('option', { name: /Bob Smithers/ }));
    expect(onPick).toHaveBeenCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close customer search' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("says 'Service Titan API connection required for customer search' when the search found nobody for a company not connected", () => {
    showDropdown({ results: [], answered: true });
    expect(screen.getByRole('status').textContent).toBe('Service Titan API connection required for customer search');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says no customer matches when a connected company found nobody, without the connection text', () => {
    showDropdown({ results: [], answered: true, query: 'Zzyzx' }, true);
    expect(screen.getByRole('status').textContent).toBe('No customers match "Zzyzx"');
    expect(screen.queryByText(CUSTOMER_SEARCH_EMPTY_TEXT)).toBeNull();
  });

  it('says it is searching while the answer is on its way', () => {
    showDropdown({ results: [], searching: true });
    expect(screen.getByRole('status').textContent).toBe('Searching customers…');
  });
});

describe('the customer search under Customer Name', () => {
  beforeEach(() => {
    searchCustomers.mockReset();
    isServiceTitanConnected.mockReset();
    isServiceTitanConnected.mockResolvedValue(true);
  });

  it('lists the customers of the typed name, and a pick fills the name and closes the list', async () => {
    searchCustomers.mockResolvedValue([ANN, BOB]);
    const { onPick, name } = showField();
    await userEvent.type(name(), 'Smith');
    const list = await screen.findByRole('listbox', { name: 'Customer search results' });
    expect(searchCustomers).toHaveBeenLastCalledWith('Smith', expect.any(AbortSignal));
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.querySelector('.lc-search__name')?.textContent),
    ).toEqual(['Ann Smith', 'Bob Smithers']);
    expect(name().getAttribute('aria-expanded')).toBe('true');
    expect(name().getAttribute('aria-controls')).toBe(list.id);

    await userEvent.click(within(list).getByRole('option', { name: /Bob Smithers/ }));
    expect(onPick).toHaveBeenCalledWith(BOB);
    expect(name().value).toBe('Bob Smithers');
    expect(screen.queryByTestId('customer-search-dropdown')).toBeNull();
    expect(name().getAttribute('aria-expanded')).toBe('false');
  });

  it('picks with the arrow keys and Enter, and Escape closes the list', async () => {
    searchCustomers.mockResolvedValue([ANN, BOB]);
    const { onPick, name } = showField();
    await userEvent.type(name(), 'Smith');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(name().getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { selected: true }).id);
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('Bob Smithers');
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(BOB);

    await userEvent.clear(name());
    await userEvent.type(name(), 'Ann');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('customer-search-dropdown')).toBeNull();
  });

  it('says no customer matches the typed name for a connected company', async () => {
    searchCustomers.mockResolvedValue([]);
    const { name } = showField();
    await userEvent.type(name(), 'Zzyzx');
    expect((await screen.findByText('No customers match "Zzyzx"')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByText(CUSTOMER_SEARCH_EMPTY_TEXT)).toBeNull();
    expect(isServiceTitanConnected).toHaveBeenCalledTimes(1);
  });

  it('says the connection is required when a company not connected finds nobody', async () => {
    isServiceTitanConnected.mockResolvedValue(false);
    searchCustomers.mockResolvedValue([]);
    const { name } = showField();
    await userEvent.type(name(), 'Smith');
    expect(await screen.findByText(CUSTOMER_SEARCH_EMPTY_TEXT)).toBeTruthy();
    expect(screen.queryByText(/No customers match/)).toBeNull();
  });

  it('says it is searching until the answer comes', async () => {
    let answer: (results: CustomerSearchResult[]) => void = () => undefined;
    searchCustomers.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { name } = showField();
    await userEvent.type(name(), 'Smith');
    expect(await screen.findByText(CUSTOMER_SEARCH_SEARCHING_TEXT)).toBeTruthy();
    answer([ANN]);
    expect(await screen.findByRole('option', { name: /Ann Smith/ })).toBeTruthy();
    expect(screen.queryByText(CUSTOMER_SEARCH_SEARCHING_TEXT)).toBeNull();
  });
});
