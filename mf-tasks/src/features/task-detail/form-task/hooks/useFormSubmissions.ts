import { useState } from 'react';
import { useExecutions } from '../../../../entities/execution/hooks/useExecutions.js';
import { pollWhileActive } from '../../../../entities/execution/execution.model.js';
import { SUBMISSIONS_PAGE } from '../submissions.model.js';

/**
 * The task's submissions (its 'form' runs: GET /api/executions?taskId=&kind=form), newest first,
 * 10 at a time and 10 more on demand, read again every second while one is pending or running.
 */
export function useFormSubmissions(taskId: number) {
  const [limit, setLimit] = useState(SUBMISSIONS_PAGE);
  const page = useExecutions({ taskId, kind: 'form', limit }, { refetchInterval: (data) => pollWhileActive(data?.executions) });
  const runs = page.data?.executions ?? [];
  const total = page.data?.total ?? 0;
  return {
    runs,
    total,
    loading: page.isPending,
    loadingMore: page.isFetching && page.isPlaceholderData,
    more: runs.length < total ? () => setLimit((current) => current + SUBMISSIONS_PAGE) : null,
  };
}
