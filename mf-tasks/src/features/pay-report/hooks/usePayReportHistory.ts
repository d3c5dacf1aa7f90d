import { useExecutions } from '../../../entities/execution/hooks/useExecutions.js';

/** How many of the task's latest runs the page lists. */
export const PAY_REPORT_HISTORY_LIMIT = 10;

/** The pay report task's latest runs, newest first (GET /api/executions?taskId=). */
export function usePayReportHistory(taskId: number | null) {
  return useExecutions({ taskId: taskId ?? 0, limit: PAY_REPORT_HISTORY_LIMIT }, { enabled: taskId !== null });
}
