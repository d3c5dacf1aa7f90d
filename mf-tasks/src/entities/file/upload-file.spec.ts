import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ApiError } from '@milestone/platform-sdk';
import { memoryStorage } from '@milestone/platform-sdk/testing';
import { uploadFile, UPLOAD_PATH, type CreateRequest } from './upload-file.js';

/** A stand-in for XMLHttpRequest that records what is sent and answers as the test says. */
class FakeRequest {
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: string, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body;
    this.onload?.();
  }
}

function recorder() {
  const made: FakeRequest[] = [];
  const create = (() => {
    const request = new FakeRequest();
    made.push(request);
    return request;
  }) as unknown as CreateRequest;
  /** The i-th request, once it has been sent. */
  const sent = async (i = 0) => {
    while (!made[i]?.body) await new Promise((r) => setTimeout(r, 0));
    return made[i]!;
  };
  return { made, create, sent };
}

const scope = globalThis as { localStorage?: Storage };
const result = { id: 5, originalName: 'panels.xlsx', taskId: 12, size: 4, mimeType: 'application/vnd.ms-excel', inputFileCount: 1 };
const sheet = () => new File(['abcd'], 'panels.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe(uploadFile.name, () => {
  beforeEach(() => {
    scope.localStorage = memoryStorage({ authToken: 'tok-1' });
  });
  afterEach(() => {
    delete scope.localStorage;
  });

  it('posts taskId before the file, with the bearer token and cookies, and answers the stored file', async () => {
    const { create, sent } = recorder();
    const upload = uploadFile(12, sheet(), {}, create);
    const request = await sent();
    expect([request.method, request.url]).toEqual(['POST', UPLOAD_PATH]);
    expect(request.headers['Authorization']).toBe('Bearer tok-1');
    expect(request.withCredentials).toBe(true);
    expect([...request.body!.keys()]).toEqual(['taskId', 'file']);
    expect(request.body!.get('taskId')).toBe('12');
    expect((request.body!.get('file') as File).name).toBe('panels.xlsx');
    request.answer(201, JSON.stringify(result));
    await expect(upload).resolves.toEqual(result);
  });

  it('reports the bytes of the body as they go out', async () => {
    const { create, sent } = recorder();
    const seen: Array<[number, number]> = [];
    const upload = uploadFile(12, sheet(), { onProgress: (done, total) => seen.push([done, total]) }, create);
    const request = await sent();
    request.upload.onprogress!({ lengthComputable: true, loaded: 1, total: 4 });
    request.upload.onprogress!({ lengthComputable: false, loaded: 2, total: 0 });
    request.upload.onprogress!({ lengthComputable: true, loaded: 4, total: 4 });
    request.answer(201, JSON.stringify(result));
    await upload;
    expect(seen).toEqual([
      [1, 4],
      [4, 4],
    ]);
  });

  it("turns a refusal into an ApiError that carries svc-files' text", async () => {
    const { create, sent } = recorder();
    const upload = uploadFile(12, sheet(), {}, create);
    const body = JSON.stringify({ statusCode: 415, message: 'Invalid File Type - Please upload Excel (.xlsx, .xls) or CSV files only.' });
    (await sent()).answer(415, body, 'Unsupported Media Type');
    const error = await upload.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(415);
    expect((error as ApiError).serverMessage).toBe('Invalid File Type - Please upload Excel (.xlsx, .xls) or CSV files only.');
  });

  it('sends the file again with the token another request renewed meanwhile after a 401', async () => {
    const { create, sent } = recorder();
    const upload = uploadFile(12, sheet(), {}, create);
    const first = await sent(0);
    scope.localStorage!.setItem('authToken', 'tok-2');
    first.answer(401, '{"statusCode":401,"message":"Unauthorized"}', 'Unauthorized');
    const second = await sent(1);
    expect(second.headers['Authorization']).toBe('Bearer tok-2');
    expect([...second.body!.keys()]).toEqual(['taskId', 'file']);
    second.answer(201, JSON.stringify(result));
    await expect(upload).resolves.toEqual(result);
  });

  it('cancels the request when its signal aborts', async () => {
    const { create, sent } = recorder();
    const controller = new AbortController();
    const upload = uploadFile(12, sheet(), { signal: controller.signal }, create);
    const request = await sent();
    controller.abort();
    expect(request.aborted).toBe(true);
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('fails with a network error when the server cannot be reached', async () => {
    const { create, sent } = recorder();
    const upload = uploadFile(12, sheet(), {}, create);
    (await sent()).onerror!();
    await expect(upload).rejects.toBeInstanceOf(TypeError);
  });
});
