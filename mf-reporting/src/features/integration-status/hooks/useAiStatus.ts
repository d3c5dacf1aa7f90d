import { useQuery } from '@tanstack/react-query';
import { tasksClient, unwrap } from '@milestone/platform-sdk';
import { STATUS_REFRESH_MS } from '../integration-status.polling.js';

/** GET /api/ai/status (svc-tasks): which AI provider answers; refreshed with the rest of the page. */
export function useAiStatus({ poll = true }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: ['ai', 'status'],
    queryFn: () => unwrap(tasksClient.GET('/api/ai/status')),
    refetchInterval: poll ? STATUS_REFRESH_MS : false,
  });
}
