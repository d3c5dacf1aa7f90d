import { reportingClient, tasksClient, unwrap } from '@milestone/platform-sdk';
import type { Execution } from '../../entities/execution/execution.model.js';
import { PAY_REPORT_TASK_NAME, type TaskSummary } from '../../entities/task/task.model.js';
import type { PayReportParameters } from './pay-report.model.js';

/** The most tasks one GET /api/tasks answers (svc-tasks' MAX_TASK_PAGE). */
const TASK_PAGE = 500;

/**
 * The caller's Technician Pay Report task, found by its name among the company's api-reporting
 * tasks (GET /api/tasks?type=api-reporting, page after page), or null when there is none.
 */
export async function findPayReportTask(): Promise<TaskSummary | null> {
  for (let offset = 0; ; offset += TASK_PAGE) {
    const page = await unwrap(tasksClient.GET('/api/tasks', { params: { query: { type: 'api-reporting', limit: TASK_PAGE, offset } } }));
    const found = page.find((task) => task.name === PAY_REPORT_TASK_NAME);
    if (found) return found;
    if (page.length < TASK_PAGE) return null;
  }
}

/** POST /api/tasks/execute: queues the pay report's run with its parameters (section 3). */
export function startPayReport(taskId: number, parameters: PayReportParameters): Promise<Execution> {
  return unwrap(tasksClient.POST('/api/tasks/execute', { body: { taskId, parameters } }));
}

/**
 * Whether the caller's company is connected to ServiceTitan, as the integration status page reads
 * it (GET /api/service-titan/status through the gateway: svc-reporting's API, not mf-reporting's code).
 */
export async function fetchServiceTitanConfigured(): Promise<boolean> {
  return (await unwrap(reportingClient.GET('/api/service-titan/status'))).configured;
}
