import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { defaultLoadForm } from '@milestone/loadcalc';
import {
  applyCustomer,
  createCustomerSearch,
  CUSTOMER_SEARCH_CLOSE_DELAY_MS,
  CUSTOMER_SEARCH_DEBOUNCE_MS,
  CUSTOMER_SEARCH_EMPTY_TEXT,
  CUSTOMER_SEARCH_SEARCHING_TEXT,
  CUSTOMER_SEARCH_SHORT_TEXT,
  customerContactLine,
  customerSearchNotice,
  knownSquareFootage,
  NO_EMAIL_TEXT,
  type CustomerSearchResult,
} from './customer-search.model.js';

const TODAY = new Date(2025, 1, 3, 12);

function customer(id: number, name: string, patch: Partial<CustomerSearchResult> = {}): CustomerSearchResult {
  return {
    id,
    name,
    address: `${id} Oak Street, Springfield, IL 62704`,
    phone: '(555) 201-3344',
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    profileUrl: `https://go.servicetitan.com/#/Customer/${id}`,
    squareFootage: 1850,
    customFields: [],
    ...patch,
  };
}

/** A search whose answers the test gives by hand, in any order. */
function manualServer() {
  const calls: Array<{ name: string; signal: AbortSignal; answer: (results: CustomerSearchResult[]) => void; fail: (error: unknown) => void }> = [];
  const search = (name: string, signal: AbortSignal) =>
    new Promise<CustomerSearchResult[]>((resolve, reject) => {
      calls.push({ name, signal, answer: resolve, fail: reject });
    });
  return { calls, search };
}

/** Lets the promise callbacks of answered searches run. */
const settle = () => Promise.resolve().then(() => undefined);

describe(createCustomerSearch.name, () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  function setUp() {
    const server = manualServer();
    const failures: unknown[] = [];
    const sut = createCustomerSearch({ search: server.search, onFailure: (error) => failures.push(error) });
    sut.focused();
    return { sut, server, failures };
  }

  it('searches 300 ms after the last keystroke, once, with the name as typed then', () => {
    const { sut, server } = setUp();
    expect(CUSTOMER_SEARCH_DEBOUNCE_MS).toBe(300);
    sut.typed('S');
    sut.typed('Sm');
    jest.advanceTimersByTime(299);
    expect(server.calls).toHaveLength(0);
    sut.typed('Smi');
    jest.advanceTimersByTime(299);
    expect(server.calls).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(server.calls.map((call) => call.name)).toEqual(['Smi']);
    jest.advanceTimersByTime(5000);
    expect(server.calls).toHaveLength(1);
  });

  it('opens at once past 2 characters, and after the pause for a shorter name', () => {
    const { sut } = setUp();
    sut.typed('Sm');
    expect(sut.getState().open).toBe(false);
    jest.advanceTimersByTime(CUSTOMER_SEARCH_DEBOUNCE_MS);
    expect(sut.getState().open).toBe(true);

    const other = setUp();
    other.sut.typed('Smi');
    expect(other.sut.getState().open).toBe(true);
    expect(customerSearchNotice(other.sut.getState())).toBe(CUSTOMER_SEARCH_SEARCHING_TEXT);
  });

  it('shows the results of the search and trims the name it sends', async () => {
    const { sut, server } = setUp();
    sut.typed(' Smith ');
    jest.advanceTimersByTime(CUSTOMER_SEARCH_DEBOUNCE_MS);
    expect(server.calls[0]!.name).toBe('Smith');
    server.calls[0]!.answer([customer(1, 'Ann Smith'), customer(2, 'Bob Smithers')]);
    await settle();
    expect(sut.getState()).toMatchObject({ open: true, searching: false, answered: true });
    expect(sut.getState().results.map((c) => c.name)).toEqual(['Ann Smith', 'Bob Smithers']);
    expect(customerSearchNotice(sut.getState())).toBeNull();
  });

  it("never lets an earlier keystroke's late answer replace a newer one, and aborts it", async () => {
    const { sut, server } = setUp();
    sut.typed('Smi');
    jest.advanceTimersByTime(CUSTOMER_SEARCH_DEBOUNCE_MS);
    sut.typed('Smith');
    expect(server.calls[0]!.signal.aborted).toBe(true);
    jest.advanceTimersByTime(CUSTOMER_SEARCH_DEBOUNCE_MS);
    server.calls[1]!.answer([customer(1, 'Ann Smith')]);
    await settle();
    // The answer for 'Smi' arrives last, though it was aborted.
    server.calls[0]!.answer([customer(3, 'Smiley Jones'), customer(4, 'Ann Smithfield')]);
    await settle();
    expect(sut.getState().results.map((c) => c.name)).toEqual(['Ann Smith']);
  });

  it("says 'Service Titan API connection required for customer search' when nothing is found for a company not connected", async () => {
    const { sut, server } = setUp();
    sut.typed('Nobody');
    jest.advanceTimersByTime(CUSTOMER_SEARCH_DEBOUNCE_MS);
    expect(customerSearchNotice(sut.getState(), false)).toBe(CUSTOMER_SEARCH_SEARCHING_TEXT);
    server.calls[0]!.answer([]);
    await settle();
    expect(sut.getState().open).toBe(true);
    expect(customerSearchNotice(sut.getState(), false)).toBe(CUSTOMER_SEARCH_EMPTY_TEXT);
  });

  it('says plainly that no customer matches when a connected company finds nobody of that name', async () => {
    const { sut, server } = setUp();
    sut.typed(' Nobody ');
    jest.advanceTimersByTime(CUSTOMER_SEARCH_DEBOUNCE_MS);
    server.calls[0]!.answer([]);
    await settle();
    expect(customerSearchNotice(sut.getState(), true)).toBe('No customers match "Nobody"');
    // until the connection is known, the search is not over
    expect(customerSearchNotice(sut.getState(), undefined)).toBe(CUSTOMER_SEARCH_SEARCHING_TEXT);
  });

  it('reports a failed search once and empties the list', async () => {
    const { sut, server, failures } = setUp();
    sut.typed('Smith');
    jest.advanceTimersByTime(CUSTOMER_SEARCH_DEBOUNCE_MS);
    server.calls[0]!.answer([customer(1, 'Ann Smith')]);
    await settle();
    sut.typed('Smithe');
    jest.advanceTimersByTime(CUSTOMER_SEARCH_DEBOUNCE_MS);
    const failure = new Error('502: Bad Gateway');
    server.calls[1]!.fail(failure);
    await settle();
    expect(failures).toEqual([failure]);
    expect(sut.getState().results).toEqual([]);
    expect(sut.getState().searching).toBe(false);
  });

  it('does not report a search it aborted itself', async () => {
    const { sut, server, failures } = setUp();
    sut.typed('Smith');
    jest.advanceTimersByTime(CUSTOMER_SEARCH_DEBOUNCE_MS);
    sut.typed('Smithe');
    server.calls[0]!.fail(new DOMException('The operation was aborted.', 'AbortError'));
    await settle();
    expect(failures).toEqual([]);
  });

  it('sends no search for a single letter and says why', () => {
    const { sut, server } = setUp();
    sut.typed('S');
    jest.advanceTimersByTime(CUSTOMER_SEARCH_DEBOUNCE_MS);
    expect(server.calls).toHaveLength(0);
    expect(sut.getState().open).toBe(true);
    expect(customerSearchNotice(sut.getState())).toBe(CUSTOMER_SEARCH_SHORT_TEXT);
  });

  it('closes and forgets the results when the name is cleared', async () => {
    const { sut, server } = setUp();
    sut.typed('Smith');
    jest.advanceTimersByTime(CUSTOMER_SEARCH_DEBOUNCE_MS);
    server.calls[0]!.answer([customer(1, 'Ann Smith')]);
    await settle();
    sut.typed('');
    jest.advanceTimersByTime(1000);
    expect(sut.getState()).toMatchObject({ open: false, results: [] });
    expect(server.calls).toHaveLength(1);
  });

  it('closes 150 ms after the name loses focus when it holds no results', () => {
    const { sut } = setUp();
    expect(CUSTOMER_SEARCH_CLOSE_DELAY_MS).toBe(150);
    sut.typed('S');
    jest.advanceTimersByTime(CUSTOMER_SEARCH_DEBOUNCE_MS);
    expect(sut.getState().open).toBe(true);
    sut.blurred();
    jest.advanceTimersByTime(149);
    expect(sut.getState().open).toBe(true);
    jest.advanceTimersByTime(1);
    expect(sut.getState().open).toBe(false);
  });

  it('stays open after the blur when it holds results, so one can still be picked', async () => {
    const { sut, server } = setUp();
    sut.typed('Smith');
    jest.advanceTimersByTime(CUSTOMER_SEARCH_DEBOUNCE_MS);
    server.calls[0]!.answer([customer(1, 'Ann Smith')]);
    await settle();
    sut.blurred();
    jest.advanceTimersByTime(1000);
    expect(sut.getState().open).toBe(true);
  });

  it('keeps open when the focus comes back within 150 ms', () => {
    const { sut } = setUp();
    sut.typed('Sam');
    sut.blurred();
    jest.advanceTimersByTime(100);
    sut.focused();
    jest.advanceTimersByTime(1000);
    expect(sut.getState().open).toBe(true);
  });

  it('does not pop up for a name the person already left: the pending search goes with the close', () => {
    const { sut, server } = setUp();
    sut.typed('Sm');
    sut.blurred();
    jest.advanceTimersByTime(CUSTOMER_SEARCH_CLOSE_DELAY_MS);
    jest.advanceTimersByTime(CUSTOMER_SEARCH_DEBOUNCE_MS);
    expect(sut.getState().open).toBe(false);
    expect(server.calls).toHaveLength(0);
  });

  it('answers the picked customer and closes', async () => {
    const { sut, server } = setUp();
    sut.typed('Smith');
    jest.advanceTimersByTime(CUSTOMER_SEARCH_DEBOUNCE_MS);
    server.calls[0]!.answer([customer(1, 'Ann Smith'), customer(2, 'Bob Smithers')]);
    await settle();
    expect(sut.pick(1)?.name).toBe('Bob Smithers');
    expect(sut.getState()).toMatchObject({ open: false, results: [], query: 'Bob Smithers' });
    expect(sut.pick(5)).toBeUndefined();
  });

  it('closes on its close button and drops a search on its way', async () => {
    const { sut, server } = setUp();
    sut.typed('Smith');
    jest.advanceTimersByTime(CUSTOMER_SEARCH_DEBOUNCE_MS);
    sut.close();
    expect(server.calls[0]!.signal.aborted).toBe(true);
    server.calls[0]!.answer([customer(1, 'Ann Smith')]);
    await settle();
    expect(sut.getState()).toMatchObject({ open: false, results: [] });
  });

  it('moves the active option with the arrow keys, wrapping around', async () => {
    const { sut, server } = setUp();
    sut.typed('Smith');
    jest.advanceTimersByTime(CUSTOMER_SEARCH_DEBOUNCE_MS);
    server.calls[0]!.answer([customer(1, 'A Smith'), customer(2, 'B Smith'), customer(3, 'C Smith')]);
    await settle();
    sut.move(1);
    expect(sut.getState().activeIndex).toBe(0);
    sut.move(-1);
    expect(sut.getState().activeIndex).toBe(2);
    sut.move(1);
    expect(sut.getState().activeIndex).toBe(0);
  });

  it('stays shut when the name changes without typing (a saved calculation loaded, a reset)', () => {
    const { sut, server } = setUp();
    sut.typed('Smi');
    sut.nameChanged('Carla Loaded');
    jest.advanceTimersByTime(1000);
    expect(sut.getState().open).toBe(false);
    expect(server.calls).toHaveLength(0);
    // The name the person typed coming back from the form changes nothing.
    sut.typed('Smit');
    sut.nameChanged('Smit');
    expect(sut.getState().open).toBe(true);
  });

  it('tells its listeners about each change and can be disposed and used again', () => {
    const { sut, server } = setUp();
    let changes = 0;
    const unsubscribe = sut.subscribe(() => (changes += 1));
    sut.typed('Smith');
    expect(changes).toBe(1);
    sut.dispose();
    jest.advanceTimersByTime(1000);
    expect(server.calls).toHaveLength(0);
    unsubscribe();
    sut.typed('Smithe');
    jest.advanceTimersByTime(CUSTOMER_SEARCH_DEBOUNCE_MS);
    expect(changes).toBe(1);
    expect(server.calls.map((call) => call.name)).toEqual(['Smithe']);
  });
});

describe(applyCustomer.name, () => {
  const form = { ...defaultLoadForm(TODAY), customerName: 'Smi', address: '', customerEmail: '', squareFeet: '' };

  it('fills name, address, e-mail and square feet from the picked customer', () => {
    const sut = applyCustomer(form, customer(7, 'Ann Smith', { squareFootage: 2150 }));
    expect(sut).toMatchObject({
      customerName: 'Ann Smith',
      address: '7 Oak Street, Springfield, IL 62704',
      customerEmail: 'ann@example.com',
      squareFeet: 2150,
    });
    expect(sut.appliances).toBe(form.appliances);
  });

  it("writes 'no email found' for a customer without an e-mail", () => {
    expect(applyCustomer(form, customer(7, 'Ann Smith', { email: null })).customerEmail).toBe(NO_EMAIL_TEXT);
    expect(applyCustomer(form, customer(7, 'Ann Smith', { email: '  ' })).customerEmail).toBe('no email found');
  });

  it('keeps the square feet and the address typed when the customer has none', () => {
    const typed = { ...form, squareFeet: '1,900', address: '12 Elm Road' };
    const sut = applyCustomer(typed, customer(7, 'Ann Smith', { squareFootage: null, address: '' }));
    expect(sut.squareFeet).toBe('1,900');
    expect(sut.address).toBe('12 Elm Road');
  });
});

describe('customer search results', () => {
  it('shows phone and e-mail on one line, leaving out what is missing', () => {
    expect(customerContactLine({ phone: '(555) 201-3344', email: 'ann@example.com' })).toBe('(555) 201-3344 · ann@example.com');
    expect(customerContactLine({ phone: null, email: 'ann@example.com' })).toBe('ann@example.com');
    expect(customerContactLine({ phone: ' ', email: null })).toBe('');
  });

  it('knows a square footage only when it is a positive number', () => {
    expect(knownSquareFootage({ squareFootage: 1850 })).toBe(1850);
    expect(knownSquareFootage({ squareFootage: 1850.6 })).toBe(1850);
    expect(knownSquareFootage({ squareFootage: 0 })).toBeNull();
    expect(knownSquareFootage({ squareFootage: null })).toBeNull();
  });
});
