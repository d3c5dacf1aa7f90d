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

/**
 * A task of `steps` (excel-processing) whose script is generated from them before its input is
 * uploaded (nothing to dry-run it on, so it is saved as it is), then run once on the csv `input`:
 * the task and its run once finished.
 */
export async function generatedTaskRun(
  token: string,
  task: { name: string; steps: string[]; inputName: string; input: string },
): Promise<{ taskId: number; run: ExecutionSeen }> {
  const post = async (path: string, body?: BodyInit, json?: unknown) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${BASE_URL}${path}`, { method: 'POST', headers, body: json !== undefined ? JSON.stringify(json) : body });
    return { status: res.status, json: (await res.json()) as { id: number } };
  };
  const instructions = JSON.stringify(task.steps.map((content, i) => ({ id: `s${i + 1}`, content })));
  const created = await post('/api/tasks', undefined, { name: task.name, type: 'excel-processing', description: 'Hours per technician', instructions });
  expect(created.status).toBe(201);
  const taskId = created.json.id;
  expect((await post(`/api/tasks/${taskId}/generate-script`)).status).toBe(200);
  const form = new FormData();
  form.append('taskId', String(taskId));
  form.append('file', new Blob([task.input], { type: 'text/csv' }), task.inputName);
  expect((await post('/api/upload', form)).status).toBe(201);
  const started = await post(`/api/tasks/${taskId}/execute`);
  expect(started.status).toBe(202);
  return { taskId, run: await waitForExecution(token, started.json.id) };
}

/** The id of the task's newest run once it is another than `previous` (Run again started it). */
export async function runAfter(token: string, taskId: number, previous: number): Promise<number> {
  let newest = previous;
  for (let i = 0; i < 50 && newest === previous; i += 1) {
    newest = (await taskExecutions(token, taskId))[0]?.id ?? previous;
    if (newest === previous) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(newest).not.toBe(previous);
  return newest;
}
