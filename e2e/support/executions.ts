import { expect } from '@jest/globals';
import { BASE_URL } from './browser.js';

// Runs as svc-tasks answers them (GET /api/executions/{id}), for tests that wait on the real worker.

export interface ExecutionSeen {
  id: number;
  taskId: number;
  status: 'pending' | 'running' | 'completed' | 'failed' | 'cancelled';
  progress: number;
  error: string | null;
  outputFiles: { name: string; size: number; downloadUrl: string }[];
  log: { success: boolean; error: string | null; stdout: string | null; stderr: string | null; detailedError: string | null } | null;
}

const FINAL = new Set(['completed', 'failed', 'cancelled']);

/** GET /api/executions/{id} as `token`'s user. */
export async function fetchExecution(token: string, id: number): Promise<ExecutionSeen> {
  const answer = await fetch(`${BASE_URL}/api/executions/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(200);
  return (await answer.json()) as ExecutionSeen;
}

/** The runs of a task, newest first (GET /api/executions?taskId=). */
export async function taskExecutions(token: string, taskId: number): Promise<ExecutionSeen[]> {
  const answer = await fetch(`${BASE_URL}/api/executions?taskId=${taskId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(200);
  return (await answer.json()) as ExecutionSeen[];
}

/** Polls the run until it is final (completed, failed or cancelled), or fails after `timeoutMs`. */
export async function waitForExecution(token: string, id: number, timeoutMs = 60_000): Promise<ExecutionSeen> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await fetchExecution(token, id);
    if (FINAL.has(run.status)) return run;
    if (Date.now() > deadline) throw new Error(`execution ${id} did not finish in ${timeoutMs} ms: ${JSON.stringify(run)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Sets a task's Python script through PUT /api/tasks/{id} (with the task's current version). */
export async function setScript(token: string, taskId: number, pythonScript: string): Promise<void> {
  const current = await fetch(`${BASE_URL}/api/tasks/${taskId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(current.status).toBe(200);
  const { version } = (await current.json()) as { version: number };
  const answer = await fetch(`${BASE_URL}/api/tasks/${taskId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ version, pythonScript }),
  });
  if (answer.status !== 200) throw new Error(`PUT /api/tasks/${taskId} with a script answered ${answer.status}: ${await answer.text()}`);
}
