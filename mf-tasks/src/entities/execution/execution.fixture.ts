import type { Execution } from './execution.model.js';

/** A run as GET /api/executions answers it, for the screens' tests: a manual run of task 3 by Pat Sparks, `patch` over it. */
export function anExecution(patch: Partial<Execution>): Execution {
  return {
    id: 42,
    taskId: 3,
    taskName: 'A task',
    kind: 'script',
    status: 'running',
    progress: 0,
    progressMessage: null,
    parameters: {},
    result: null,
    error: null,
    log: null,
    inputFiles: [],
    outputFiles: [],
    attempt: 1,
    canCancel: true,
    canRetry: false,
    createdAt: '2026-11-24T15:00:00.000Z',
    startTime: '2026-11-24T15:00:00.100Z',
    endTime: null,
    retryOf: null,
    scheduleId: null,
    startedBy: 7,
    startedByName: 'Pat Sparks',
    trigger: 'manual',
    ...patch,
  };
}
