import { SignJWT } from 'jose';

// The execution worker's side of svc-files, for tests that play it: svc-files' /internal routes,
// which the gateway never routes, called on the service itself (E2E_FILES_URL) with a service
// token signed with the platform start's secret (E2E_SERVICE_TOKEN_SECRET), as svc-tasks'
// worker will call them.

function setting(name: 'E2E_SERVICE_TOKEN_SECRET' | 'E2E_FILES_URL'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the e2e set-up exports it`);
  return value;
}

/** A service token (HS256, iss svc-tasks, aud svc-files, one minute). */
export function serviceToken(audience = 'svc-files', issuer = 'svc-tasks'): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('60s')
    .sign(new TextEncoder().encode(setting('E2E_SERVICE_TOKEN_SECRET')));
}

async function internal(path: string, init: { method: string; body?: Uint8Array | string; contentType?: string }): Promise<Response> {
  const response = await fetch(`${setting('E2E_FILES_URL')}${path}`, {
    method: init.method,
    headers: { authorization: `Bearer ${await serviceToken()}`, ...(init.contentType ? { 'content-type': init.contentType } : {}) },
    body: init.body as BodyInit | undefined,
  });
  if (!response.ok) throw new Error(`${init.method} ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

export interface ClaimedInput {
  id: number;
  originalName: string;
  size: number;
  sha256: string;
  mimeType: string;
  contentUrl: string;
}

/**
 * Claims an execution's inputs (svc-files records them, and the execution as running): exactly
 * `fileIds` when given (as svc-tasks' worker does with the run's inputFileIds), else the task's
 * current inputs.
 */
export async function claimInputs(scope: { companyId: number; taskId: number }, executionId: number, fileIds?: number[]): Promise<ClaimedInput[]> {
  const body = { companyId: scope.companyId, taskId: scope.taskId, ...(fileIds ? { fileIds } : {}) };
  const response = await internal(`/internal/executions/${executionId}/inputs`, {
    method: 'POST',
    body: JSON.stringify(body),
    contentType: 'application/json',
  });
  return ((await response.json()) as { files: ClaimedInput[] }).files;
}

/** Stores one output of a running execution; its stored name (sanitised, unique in the execution). */
export async function storeOutput(
  scope: { companyId: number; taskId: number },
  executionId: number,
  name: string,
  bytes: Uint8Array,
): Promise<{ id: number; name: string }> {
  const query = `companyId=${scope.companyId}&taskId=${scope.taskId}`;
  const response = await internal(`/internal/executions/${executionId}/outputs/${encodeURIComponent(name)}?${query}`, {
    method: 'PUT',
    body: bytes,
    contentType: 'application/octet-stream',
  });
  return (await response.json()) as { id: number; name: string };
}

/** An execution id no other test uses (svc-tasks will number them; svc-files takes any). */
export function anExecutionId(): number {
  return 1_000_000 + Math.floor(Math.random() * 1_000_000_000);
}
