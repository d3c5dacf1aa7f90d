import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportingClient, unwrap } from '@milestone/platform-sdk';
import type { ConnectBody } from '../integration-status.model.js';
import { STATUS_QUERY_KEY } from './useIntegrationStatus.js';

/**
 * The owner's and admin's actions on the company's ServiceTitan connection. Each one ends by
 * reading the status again (a test answers it directly), so the page shows the new connection,
 * the started sync and its progress at once rather than at the next 30 s tick.
 */
export function useConnectionActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: STATUS_QUERY_KEY });

  const connect = useMutation({
    mutationFn: (body: ConnectBody) => unwrap(reportingClient.PUT('/api/service-titan/connection', { body })),
    onSuccess: refresh,
  });
  const test = useMutation({
    mutationFn: () => unwrap(reportingClient.POST('/api/service-titan/connection/test')),
    onSuccess: (answer) => queryClient.setQueryData(STATUS_QUERY_KEY, answer),
  });
  const disconnect = useMutation({
    mutationFn: () => unwrap(reportingClient.DELETE('/api/service-titan/connection')),
    onSuccess: refresh,
  });
  const sync = useMutation({
    mutationFn: () => unwrap(reportingClient.POST('/api/service-titan/sync')),
    // A refused sync (409: one is already running) also changes what the page should show.
    onSettled: refresh,
  });
  return { connect, test, disconnect, sync };
}
