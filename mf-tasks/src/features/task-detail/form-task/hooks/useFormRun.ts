import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchExecution } from '../../../../entities/execution/executions-client.js';
import { pollWhileActive } from '../../../../entities/execution/execution.model.js';
import { executionKeys } from '../../../../entities/execution/execution-query-keys.js';
import { useRunTask } from '../../../../entities/execution/hooks/useRunTask.js';

/**
 * Submit as a run of the task (POST /api/tasks/{id}/execute with dateCreated and formData: 'Task
 * Started', or 'Error' with the server's words), then that run followed every second until it
 * ends, for its progress and its documents.
 */
export function useFormRun(taskId: number) {
  const start = useRunTask();
  const [executionId, setExecutionId] = useState<number | null>(null);
  const run = useQuery({
    queryKey: executionKeys.detail(executionId ?? 0),
    queryFn: () => fetchExecution(executionId!),
    enabled: executionId !== null,
    refetchInterval: (query) => (query.state.data ? pollWhileActive([query.state.data]) : 1000),
  });
  const submit = (body: { dateCreated?: string; formData: string }) =>
    start.mutate({ taskId, body }, { onSuccess: (execution) => setExecutionId(execution.id) });
  const execution = run.data && run.data.id === executionId ? run.data : null;
  return { submit, starting: start.isPending, execution, busy: execution !== null && (execution.status === 'pending' || execution.status === 'running') };
}
