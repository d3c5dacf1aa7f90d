// The customer search under Customer Name (spec 001 sections 2.2, 4 and 9) as a framework-free
// controller: its timings, its stale-answer guard and what a picked customer puts in the form.
// useCustomerSearch only subscribes React to it, so the behaviour is tested with fake timers.
import type { ReportingComponents } from '@milestone/contracts';
import { NO_EMAIL_TEXT, type LoadCalculationForm } from '@milestone/loadcalc';

export type CustomerSearchResult = ReportingComponents['schemas']['CustomerSearchResultDto'];

/** The search runs after this pause in typing (spec section 9). */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;
/** After the name loses focus the dropdown closes this much later, unless it holds results. */
export const CUSTOMER_SEARCH_CLOSE_DELAY_MS = 150;
/** Typing a name longer than this opens the dropdown at once, before the pause. */
export const CUSTOMER_SEARCH_OPEN_LENGTH = 2;
/** svc-reporting finds nothing for fewer characters, so none are sent. */
export const CUSTOMER_SEARCH_MIN_QUERY = 2;

/** The empty answer of a company that is not connected to ServiceTitan (spec 001 section 2.2). */
export const CUSTOMER_SEARCH_EMPTY_TEXT = 'Service Titan API connection required for customer search';
/** The empty answer of a connected company: nobody of that name. */
export function customerSearchNoMatchText(query: string): string {
  return `No customers match "${query.trim()}"`;
}
export const CUSTOMER_SEARCH_FAILED_TEXT = 'Customer search failed';
export const CUSTOMER_SEARCH_SHORT_TEXT = `Type at least ${CUSTOMER_SEARCH_MIN_QUERY} letters of the name to search`;
export const CUSTOMER_SEARCH_SEARCHING_TEXT = 'Searching customers…';
/** What the e-mail field says when the picked customer has none (spec section 4): the engine's, which the worksheet leaves out. */
export { NO_EMAIL_TEXT };

export interface CustomerSearchState {
  open: boolean;
  /** The name as last typed. */
  query: string;
  results: readonly CustomerSearchResult[];
  /** A search waits for the pause in typing or for its answer. */
  searching: boolean;
  /** An answer for the name as typed has arrived: empty results mean none were found. */
  answered: boolean;
  /** The option the arrow keys point at; -1 for none. */
  activeIndex: number;
}

export const CLOSED_CUSTOMER_SEARCH: CustomerSearchState = {
  open: false,
  query: '',
  results: [],
  searching: false,
  answered: false,
  activeIndex: -1,
};

export interface CustomerSearchOptions {
  /** POST /api/service-titan/customer-search; the signal aborts an answer nobody waits for. */
  search: (name: string, signal: AbortSignal) => Promise<CustomerSearchResult[]>;
  /** A search failed (not aborted): the screen shows the 'Customer search failed' toast. */
  onFailure: (error: unknown) => void;
  debounceMs?: number;
  closeDelayMs?: number;
}

export interface CustomerSearch {
  getState(): CustomerSearchState;
  subscribe(listener: () => void): () => void;
  /** The person typed in Customer Name. */
  typed(name: string): void;
  focused(): void;
  blurred(): void;
  /** Closes the dropdown and answers the customer at `index` (undefined when there is none). */
  pick(index: number): CustomerSearchResult | undefined;
  /** The dropdown's close button or Escape. */
  close(): void;
  /** Arrow keys: moves the active option by `delta`, wrapping around. */
  move(delta: number): void;
  /**
   * The name changed by something other than typing (a saved calculation loaded, the form reset,
   * a customer picked): a search for the old text has nothing more to say, and none starts.
   */
  nameChanged(name: string): void;
  /** Drops timers and the request in flight (unmount); the controller stays usable. */
  dispose(): void;
}

/** Whether a name is long enough to be worth a search. */
export function isSearchableName(name: string): boolean {
  return name.trim().length >= CUSTOMER_SEARCH_MIN_QUERY;
}

export function createCustomerSearch(options: CustomerSearchOptions): CustomerSearch {
  const debounceMs = options.debounceMs ?? CUSTOMER_SEARCH_DEBOUNCE_MS;
  const closeDelayMs = options.closeDelayMs ?? CUSTOMER_SEARCH_CLOSE_DELAY_MS;
  const listeners = new Set<() => void>();
  let state = CLOSED_CUSTOMER_SEARCH;
  let hasFocus = false;
  let debounceTimer: ReturnType<typeof setTimeout> | null = null;
  let closeTimer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: AbortController | null = null;
  // Every search takes the next number; only the answer of the latest may change the state, so a
  // slow answer for 'Smi' never replaces the one for 'Smith' (abort alone is not enough: an answer
  // may already be on its way when the abort comes).
  let sequence = 0;

  const set = (patch: Partial<CustomerSearchState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const clearDebounce = () => {
    if (debounceTimer !== null) clearTimeout(debounceTimer);
    debounceTimer = null;
  };
  const clearClose = () => {
    if (closeTimer !== null) clearTimeout(closeTimer);
    closeTimer = null;
  };
  const abort = () => {
    sequence += 1;
    inFlight?.abort();
    inFlight = null;
  };
  const stop = () => {
    clearDebounce();
    clearClose();
    abort();
  };
  const closeAll = () => {
    stop();
    set({ ...CLOSED_CUSTOMER_SEARCH, query: state.query });
  };

  const run = (name: string) => {
    debounceTimer = null;
    // Opened by the pause only while the person is still in the field: a search for a name left
    // behind must not pop up over the rest of the form.
    const open = state.open || hasFocus;
    if (!isSearchableName(name)) {
      set({ open, results: [], searching: false, answered: false, activeIndex: -1 });
      return;
    }
    abort();
    const mine = sequence;
    const controller = new AbortController();
    inFlight = controller;
    set({ open, searching: true });
    options.search(name.trim(), controller.signal).then(
      (results) => {
        if (mine !== sequence) return;
        inFlight = null;
        set({ results, searching: false, answered: true, activeIndex: -1 });
      },
      (error: unknown) => {
        if (mine !== sequence || controller.signal.aborted) return;
        inFlight = null;
        set({ results: [], searching: false, answered: true, activeIndex: -1 });
        options.onFailure(error);
      },
    );
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    typed(name) {
      hasFocus = true;
      clearDebounce();
      clearClose();
      abort();
      if (name.trim() === '') {
        set({ ...CLOSED_CUSTOMER_SEARCH, query: name });
        return;
      }
      const open = state.open || name.trim().length > CUSTOMER_SEARCH_OPEN_LENGTH;
      set({ open, query: name, searching: true, answered: false, activeIndex: -1 });
      debounceTimer = setTimeout(() => run(name), debounceMs);
    },
    focused() {
      hasFocus = true;
      clearClose();
    },
    blurred() {
      hasFocus = false;
      clearClose();
      // The delay lets a click on an option land before the list goes; a list with results stays
      // open so the person can come back to it.
      closeTimer = setTimeout(() => {
        closeTimer = null;
        if (state.results.length === 0) closeAll();
      }, closeDelayMs);
    },
    pick(index) {
      const customer = state.results[index];
      if (!customer) return undefined;
      stop();
      set({ ...CLOSED_CUSTOMER_SEARCH, query: customer.name });
      return customer;
    },
    close: closeAll,
    move(delta) {
      const count = state.results.length;
      if (!state.open || count === 0) return;
      const from = state.activeIndex < 0 ? (delta > 0 ? -1 : count) : state.activeIndex;
      set({ activeIndex: (((from + delta) % count) + count) % count });
    },
    nameChanged(name) {
      if (name === state.query) return;
      stop();
      set({ ...CLOSED_CUSTOMER_SEARCH, query: name });
    },
    dispose: stop,
  };
}

// ---------------------------------------------------------------------------------------------
// Results in the dropdown and in the form.

/** Phone and e-mail of a result on one line: '(555) 201-3344 · ann@example.com'. */
export function customerContactLine(customer: Pick<CustomerSearchResult, 'phone' | 'email'>): string {
  return [customer.phone, customer.email]
    .map((part) => part?.trim())
    .filter((part): part is string => !!part)
    .join(' · ');
}

/**
 * A known square footage of a result: a whole number of at least 1, or null. The fraction is
 * dropped as the form reads square feet (parseInt, spec section 5).
 */
export function knownSquareFootage(customer: Pick<CustomerSearchResult, 'squareFootage'>): number | null {
  const value = customer.squareFootage;
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.trunc(value) : null;
}

/**
 * The form with a picked customer: name, address, e-mail (or 'no email found') and the square
 * footage when the customer's location knows it. An empty address of the customer leaves the
 * typed one, which may be the only one there is.
 */
export function applyCustomer(form: LoadCalculationForm, customer: CustomerSearchResult): LoadCalculationForm {
  const squareFeet = knownSquareFootage(customer);
  const address = customer.address.trim();
  const email = customer.email?.trim();
  return {
    ...form,
    customerName: customer.name,
    address: address || form.address,
    customerEmail: email || NO_EMAIL_TEXT,
    ...(squareFeet === null ? {} : { squareFeet }),
  };
}

/** What the dropdown shows under its results: a line of state, or nothing. */
export function customerSearchNotice(state: CustomerSearchState, connected?: boolean): string | null {
  if (state.results.length > 0) return state.searching ? CUSTOMER_SEARCH_SEARCHING_TEXT : null;
  if (!isSearchableName(state.query)) return CUSTOMER_SEARCH_SHORT_TEXT;
  // An empty answer means "nobody of that name" only for a connected company: until that is known, still searching.
  if (state.searching || !state.answered || connected === undefined) return CUSTOMER_SEARCH_SEARCHING_TEXT;
  return connected ? customerSearchNoMatchText(state.query) : CUSTOMER_SEARCH_EMPTY_TEXT;
}
