import { useQuery } from '@tanstack/react-query';
import { reportingClient, unwrap } from '@milestone/platform-sdk';
import { refreshIntervalMs } from '../integration-status.polling.js';

export const STATUS_QUERY_KEY = ['service-titan', 'status'] as const;

/**
 * GET /api/service-titan/status. The status page polls it every 30 s, every 2 s while a sync runs
 * (so the progress bar moves); a component that only shows the state passes poll: false.
 */
export function useIntegrationStatus({ poll = true }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: STATUS_QUERY_KEY,
    queryFn: () => unwrap(reportingClient.GET('/api/service-titan/status')),
    refetchInterval: poll ? (query) => refreshIntervalMs(query.state.data) : false,
  });
}
