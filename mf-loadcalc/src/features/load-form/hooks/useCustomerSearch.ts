import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useToast } from '@milestone/platform-sdk';
import { CUSTOMER_SEARCH_FAILED_TEXT, createCustomerSearch, type CustomerSearch, type CustomerSearchState } from '../customer-search.model.js';
import { searchCustomers } from '../lookup.api.js';

/**
 * The customer search under Customer Name: the model's controller, with React subscribed to it.
 * `name` is the form's customer name; when it changes without typing (a saved calculation
 * loaded, the form reset) the dropdown closes.
 */
export function useCustomerSearch(name: string): { search: CustomerSearch; state: CustomerSearchState } {
  const { toast } = useToast();
  // The controller lives as long as the field; the toaster may change under it, so it is read
  // through a ref when a search fails.
  const toastRef = useRef(toast);
  toastRef.current = toast;
  const [search] = useState(() =>
    createCustomerSearch({
      search: (query, signal) => searchCustomers(query, signal),
      onFailure: () => toastRef.current({ variant: 'error', title: CUSTOMER_SEARCH_FAILED_TEXT }),
    }),
  );
  const state = useSyncExternalStore(search.subscribe, search.getState, search.getState);

  useEffect(() => {
    search.nameChanged(name);
  }, [search, name]);
  useEffect(() => () => search.dispose(), [search]);

  return { search, state };
}
