import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@milestone/platform-sdk';
import { fetchExecution } from '../../../entities/execution/executions-client.js';
import { executionKeys } from '../../../entities/execution/execution-query-keys.js';
import { isActive } from '../../../entities/execution/execution.model.js';
import { PAY_REPORT_TEXTS, failureText, statusPollInterval } from '../pay-report.model.js';

/**
 * The run the status card follows (GET /api/executions/{id}): asked after every 500 ms while it is
 * young, then every 3 s, until it completed or failed. Seen running and then ended, it toasts
 * 'Report Ready' or 'Report Generation Failed' (with its error) once, and the earlier runs load again;
 * a failed check toasts 'Status Check Failed' and stops asking (a refresh asks again).
 */
export function usePayReportRun(id: number | null) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const run = useQuery({
    queryKey: executionKeys.detail(id ?? 0),
    queryFn: () => fetchExecution(id!),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.status === 'error' ? false : statusPollInterval(query.state.data, Date.now())),
  });

  const seen = useRef(new Map<number, string>());
  const execution = run.data;
  useEffect(() => {
    if (!execution) return;
    const before = seen.current.get(execution.id);
    seen.current.set(execution.id, execution.status);
    if (before === undefined || !isActive(before) || isActive(execution.status)) return;
    void queryClient.invalidateQueries({ queryKey: executionKeys.lists() });
    if (execution.status === 'completed') toast({ variant: 'success', ...PAY_REPORT_TEXTS.reportReady });
    if (execution.status === 'failed') toast({ variant: 'error', title: PAY_REPORT_TEXTS.reportFailed.title, description: failureText(execution) });
  }, [execution, queryClient, toast]);

  const failedAt = run.isError ? run.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt > 0) toast({ variant: 'error', ...PAY_REPORT_TEXTS.statusCheckFailed });
  }, [failedAt, toast]);

  return run;
}
