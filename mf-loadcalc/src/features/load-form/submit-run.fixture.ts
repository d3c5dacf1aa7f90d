import type { Execution } from './submit-run.model.js';

/** A run of the load calculation task as svc-tasks reports it (execution #42 of task 7), for the specs. */
export function sampleExecution(patch: Partial<Execution> = {}): Execution {
  return {
    id: 42,
    taskId: 7,
    taskName: 'Residential Load Calculation',
    kind: 'script',
    status: 'pending',
    progress: 0,
    progressMessage: null,
    parameters: {},
    inputFiles: [],
    outputFiles: [],
    result: null,
    error: null,
    log: null,
    startTime: null,
    endTime: null,
    createdAt: '2025-02-03T18:00:00.000Z',
    startedBy: 1,
    startedByName: 'Alex Volt',
    trigger: 'manual',
    retryOf: null,
    attempt: 1,
    scheduleId: null,
    canCancel: true,
    canRetry: false,
    ...patch,
  };
}
