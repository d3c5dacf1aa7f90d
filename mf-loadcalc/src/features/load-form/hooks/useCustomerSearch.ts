import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useToast } from '@milestone/platform-sdk';
import { CUSTOMER_SEARCH_FAILED_TEXT, createCustomerSearch, type CustomerSearch, type CustomerSearchState } from '../customer-search.model.js';
import { isServiceTitanConnected, searchCustomers } from '../lookup.api.js';

/**
 * The customer search under Customer Name: the model's controller, with React subscribed to it.
 * `name` is the form's customer name; when it changes without typing (a saved calculation
 * loaded, the form reset) the dropdown closes.
 */
export function useCustomerSearch(name: string): { search: CustomerSearch; state: CustomerSearchState; connected: boolean | undefined } {
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
  // Whether an empty answer means "nobody of that name" (connected) or "not connected": asked once
  // the dropdown first opens; a failed question counts as not connected (the spec's text).
  const connection = useQuery({
    queryKey: ['service-titan', 'connection'],
    queryFn: () => isServiceTitanConnected(),
    enabled: state.open,
    staleTime: 60_000,
    retry: false,
  });
  const connected = connection.isError ? false : connection.data;

  useEffect(() => {
    search.nameChanged(name);
  }, [search, name]);
  useEffect(() => () => search.dispose(), [search]);

  return { search, state, connected };
}
