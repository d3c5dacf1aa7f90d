import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from '@milestone/platform-sdk';
import { readView, writeView, type ExecutionsView } from '../execution-filters.js';

/**
 * The filters and page of /executions, kept in the address's query string: a reload, a bookmark or
 * Back shows the same list. Changing them replaces the address rather than stacking history.
 */
export function useExecutionsView(): [ExecutionsView, (next: ExecutionsView) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const view = useMemo(() => readView(search), [search]);
  const setView = useCallback((next: ExecutionsView) => navigate({ search: writeView(next) }, { replace: true }), [navigate]);
  return [view, setView];
}
