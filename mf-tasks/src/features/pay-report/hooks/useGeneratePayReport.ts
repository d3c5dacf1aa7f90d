import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageOrFallback, useToast } from '@milestone/platform-sdk';
import { executionKeys } from '../../../entities/execution/execution-query-keys.js';
import { RUN_TEXTS } from '../../../entities/execution/execution.model.js';
import { invalidateRuns } from '../../../entities/execution/hooks/run-mutation.js';
import { startPayReport } from '../pay-report-client.js';
import { PAY_REPORT_TEXTS, type PayReportParameters } from '../pay-report.model.js';

export interface GeneratePayReportVariables {
  taskId: number;
  parameters: PayReportParameters;
}

/**
 * Generate: POST /api/tasks/execute. The queued run is put in the cache at once, so its status card
 * shows it (and starts polling) without waiting for a first read; a refusal toasts 'Generation
 * Failed' with the server's words.
 */
export function useGeneratePayReport(onStarted: (executionId: number) => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ taskId, parameters }: GeneratePayReportVariables) => startPayReport(taskId, parameters),
    onSuccess: (execution) => {
      queryClient.setQueryData(executionKeys.detail(execution.id), execution);
      invalidateRuns(queryClient);
      onStarted(execution.id);
    },
    onError: (error) =>
      toast({ variant: 'error', title: PAY_REPORT_TEXTS.generationFailed, description: messageOrFallback(error, RUN_TEXTS.startFailed.fallback) }),
  });
}
