import { useQuery } from '@tanstack/react-query';
import { reportingClient, unwrap } from '@milestone/platform-sdk';
import { catalogQueryKeys } from '../report-catalog-query-keys.js';

/**
 * GET /api/service-titan/fields: every field a report can use and the field groups. The catalog is
 * the service's code, not data, so it is read once per page life.
 */
export function useFieldCatalog() {
  return useQuery({
    queryKey: catalogQueryKeys.fields,
    queryFn: () => unwrap(reportingClient.GET('/api/service-titan/fields')),
    staleTime: Infinity,
  });
}
