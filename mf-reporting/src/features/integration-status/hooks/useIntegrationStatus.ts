import { useQuery } from '@tanstack/react-query';
import { reportingClient, unwrap } from '@milestone/platform-sdk';
import { STATUS_REFRESH_MS } from '../integration-status.model.js';

/** GET /api/service-titan/status, polled every 30 s: the one place the spec asks for polling. */
export function useIntegrationStatus() {
  return useQuery({
    queryKey: ['service-titan', 'status'],
    queryFn: () => unwrap(reportingClient.GET('/api/service-titan/status')),
    refetchInterval: STATUS_REFRESH_MS,
  });
}
