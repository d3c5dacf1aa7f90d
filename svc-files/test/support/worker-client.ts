import { signServiceToken } from '@milestone/nest-kit';

/** The secret the tests' svc-files trusts for service tokens (SERVICE_TOKEN_SECRET). */
export const TEST_SERVICE_SECRET = 'test-service-token-secret-of-48-characters-long!';

/** A request body: bytes, or a stream of them (sent chunked). */
type RawBody = Uint8Array | ReadableStream<Uint8Array>;

export interface WorkerAnswer {
  status: number;
  headers: Headers;
  bytes: Buffer;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
  json: any;
}

/**
 * The execution worker's side of svc-files, as svc-tasks' worker calls it: every request carries
 * a fresh service token (iss svc-tasks, aud svc-files) unless `token` says otherwise.
 */
export function workerClient(baseUrl: string, secret = TEST_SERVICE_SECRET) {
  const call = async (
    method: string,
    path: string,
    init: { body?: RawBody | object; contentType?: string; token?: string | null; headers?: Record<string, string> } = {},
  ): Promise<WorkerAnswer> => {
    const token = init.token === undefined ? await signServiceToken(secret, { iss: 'svc-tasks', aud: 'svc-files' }) : init.token;
    const isJson = init.body !== undefined && !(init.body instanceof Uint8Array) && !(init.body instanceof ReadableStream) && typeof init.body === 'object';
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(init.body !== undefined ? { 'content-type': init.contentType ?? (isJson ? 'application/json' : 'application/octet-stream') } : {}),
        ...init.headers,
      },
      body: isJson ? JSON.stringify(init.body) : (init.body as RawBody | undefined),
      ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
    const bytes = Buffer.from(await res.arrayBuffer());
    let json: unknown = null;
    if ((res.headers.get('content-type') ?? '').includes('application/json') && bytes.length > 0) json = JSON.parse(bytes.toString('utf8'));
    return { status: res.status, headers: res.headers, bytes, json };
  };
  return {
    /** POST .../inputs: `scope` may carry `fileIds` (any JSON: the refusals are tested too). */
    claim: (executionId: number, scope: { companyId: number; taskId: number; fileIds?: unknown }, token?: string | null) =>
      call('POST', `/internal/executions/${executionId}/inputs`, { body: scope, token }),
    read: (contentUrl: string, token?: string | null) => call('GET', contentUrl, { token }),
    putOutput: (executionId: number, name: string, scope: { companyId: number; taskId: number }, body: RawBody, headers?: Record<string, string>) =>
      call('PUT', `/internal/executions/${executionId}/outputs/${encodeURIComponent(name)}?companyId=${scope.companyId}&taskId=${scope.taskId}`, {
        body,
        headers,
      }),
    call,
  };
}

/** A GET as a signed-in user, answering the raw bytes and headers (downloads). */
export async function userGet(baseUrl: string, token: string | null, path: string): Promise<WorkerAnswer> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-encoding': 'identity' } });
  const bytes = Buffer.from(await res.arrayBuffer());
  let json: unknown = null;
  if ((res.headers.get('content-type') ?? '').includes('application/json') && bytes.length > 0) json = JSON.parse(bytes.toString('utf8'));
  return { status: res.status, headers: res.headers, bytes, json };
}
