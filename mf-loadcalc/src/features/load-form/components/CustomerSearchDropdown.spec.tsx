import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import {
  CLOSED_CUSTOMER_SEARCH,
  CUSTOMER_SEARCH_EMPTY_TEXT,
  type CustomerSearchResult,
  type CustomerSearchState,
} from '../customer-search.model.js';
import { CustomerSearchDropdown, customerOptionId } from './CustomerSearchDropdown.js';

/** The markup's visible text, tags dropped. */
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

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

function render(state: Partial<CustomerSearchState>, connected: boolean | undefined = false): string {
  const full: CustomerSearchState = { ...CLOSED_CUSTOMER_SEARCH, open: true, query: 'Smith', ...state };
  return renderToString(<CustomerSearchDropdown state={full} connected={connected} listboxId="cust" onPick={() => undefined} onClose={() => undefined} />);
}

describe(CustomerSearchDropdown.name, () => {
  it('shows nothing while closed', () => {
    expect(render({ open: false, results: [ANN] })).toBe('');
  });

  it('lists each customer with name, address and phone or e-mail', () => {
    const markup = render({ results: [ANN, BOB], answered: true, activeIndex: 1 });
    const text = textOf(markup);
    expect(text).toContain('Ann Smith 1420 Oak Street, Springfield, IL 62704 (555) 201-3344 · ann@example.com');
    expect(text).toContain('Bob Smithers bob@example.com');
    expect(markup).toMatch(/role="listbox"[^>]*aria-label="Customer search results"/);
    expect(markup).toContain(`id="${customerOptionId('cust', 1)}" role="option" aria-selected="true"`);
    expect(markup).toContain('aria-label="Close customer search"');
    expect(text).not.toContain(CUSTOMER_SEARCH_EMPTY_TEXT);
  });

  it("says 'Service Titan API connection required for customer search' when the search found nobody for a company not connected", () => {
    const markup = render({ results: [], answered: true });
    expect(textOf(markup)).toContain('Service Titan API connection required for customer search');
    expect(markup).not.toContain('role="listbox"');
  });

  it('says no customer matches when a connected company found nobody, without the connection text', () => {
    const text = textOf(render({ results: [], answered: true, query: 'Zzyzx' }, true));
    expect(text).toContain('No customers match "Zzyzx"');
    expect(text).not.toContain(CUSTOMER_SEARCH_EMPTY_TEXT);
  });

  it('says it is searching while the answer is on its way', () => {
    expect(textOf(render({ results: [], searching: true }))).toContain('Searching customers…');
  });
});
