import { useQuery } from '@tanstack/react-query';
import { reportingClient, unwrap } from '@milestone/platform-sdk';
import { catalogQueryKeys } from '../report-catalog-query-keys.js';

/** GET /api/service-titan/join-rules: the rows of the Entity Relationships table. */
export function useJoinRules() {
  return useQuery({
    queryKey: catalogQueryKeys.joinRules,
    queryFn: () => unwrap(reportingClient.GET('/api/service-titan/join-rules')),
    staleTime: Infinity,
  });
}
