import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { messageOrFallback, useToast } from '@milestone/platform-sdk';
import type { LoadCalculationSubmission } from '@milestone/loadcalc';
import { executeFormTask, fetchExecution, fetchWorksheet } from '../submit-run.api.js';
import { executeBody, pollInterval, RUN_TEXTS, runView, type RunView } from '../submit-run.model.js';
import type { WorksheetLink } from '../components/SubmitRunStatus.js';

export interface SubmitRunState {
  /** Queues a run of the task with this submission (already validated). */
  submit: (submission: LoadCalculationSubmission) => void;
  /** The execute call is on its way. */
  starting: boolean;
  /** A run is queued or running: Submit waits for it. */
  busy: boolean;
  view: RunView | null;
  worksheet: WorksheetLink;
}

/**
 * Submit as a run of the task: POST /api/tasks/{id}/execute ('Task Started', or 'Error' with the
 * server's words and the form left as it is), then the run followed every second (GET
 * /api/executions/{id}) until it is final; a completed run's worksheet PDF is fetched once for the
 * Download and Open links. The task's Quick File Preview is told when the run ends.
 */
export function useSubmitRun(taskId: number | undefined): SubmitRunState {
  const { toast } = useToast();
  const [executionId, setExecutionId] = useState<number | null>(null);

  const start = useMutation({
    mutationFn: (submission: LoadCalculationSubmission) => {
      if (taskId === undefined) throw new Error('Submit needs a task');
      return executeFormTask(taskId, executeBody(submission));
    },
    onSuccess: (execution) => {
      toast({ variant: 'success', ...RUN_TEXTS.started });
      setExecutionId(execution.id);
    },
    onError: (error) => toast({ variant: 'error', title: RUN_TEXTS.startFailed.title, description: messageOrFallback(error, RUN_TEXTS.startFailed.fallback) }),
  });

  const run = useQuery({
    queryKey: ['load-calculation-run', executionId],
    queryFn: () => fetchExecution(executionId!),
    enabled: executionId !== null,
    refetchInterval: (query) => pollInterval(query.state.data),
  });
  const execution = run.data && run.data.id === executionId ? run.data : undefined;
  const view = useMemo(() => (execution ? runView(execution) : null), [execution]);
  const worksheetFile = view?.worksheet ?? null;

  const pdf = useQuery({
    queryKey: ['load-calculation-worksheet', executionId, worksheetFile?.name],
    queryFn: () => fetchWorksheet(executionId!, worksheetFile!),
    enabled: executionId !== null && worksheetFile !== null,
    staleTime: Infinity,
  });

  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!pdf.data) {
      setUrl(null);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(pdf.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [pdf.data]);

  const final = view?.final ?? false;
  useEffect(() => {
    if (final) window.dispatchEvent(new Event('refreshQuickFilePreview'));
  }, [final, executionId]);

  const submit = useCallback((submission: LoadCalculationSubmission) => start.mutate(submission), [start]);
  return {
    submit,
    starting: start.isPending,
    busy: executionId !== null && !final,
    view,
    worksheet: { url, failed: pdf.isError },
  };
}
