import { useQuery } from '@tanstack/react-query';
import { reportingClient, unwrap } from '@milestone/platform-sdk';
import { STATUS_REFRESH_MS } from '../integration-status.model.js';

/**
 * GET /api/service-titan/status. The status page polls it every 30 s (the one place the spec asks
 * for polling); a component that only shows the state passes poll: false.
 */
export function useIntegrationStatus({ poll = true }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: ['service-titan', 'status'],
    queryFn: () => unwrap(reportingClient.GET('/api/service-titan/status')),
    refetchInterval: poll ? STATUS_REFRESH_MS : false,
  });
}
