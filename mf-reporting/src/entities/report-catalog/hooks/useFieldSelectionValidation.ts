import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportingClient, unwrap } from '@milestone/platform-sdk';
import { catalogQueryKeys } from '../report-catalog-query-keys.js';
import { selectionKey } from '../report-catalog.model.js';

/**
 * POST /api/service-titan/validate-field-selection for the selection: which fields can still join
 * it. Keyed by the selection (order aside), so each selection is asked once and picking back a
 * selection seen before answers at once; while a new one is asked the last answer stays shown, so
 * the greyed fields do not flicker. An empty selection is not asked: every field fits it.
 */
export function useFieldSelectionValidation(selectedFieldIds: readonly string[]) {
  const selection = selectionKey(selectedFieldIds);
  return useQuery({
    queryKey: catalogQueryKeys.validation(selection),
    queryFn: ({ signal }) => unwrap(reportingClient.POST('/api/service-titan/validate-field-selection', { body: { selectedFieldIds: selection }, signal })),
    enabled: selection.length > 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
