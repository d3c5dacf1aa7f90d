import type { FilesPaths } from '@milestone/contracts';
import { ApiError, getAuthToken, renewAccessToken } from '@milestone/platform-sdk';
import type { UploadResult } from './file.model.js';

/** POST /api/upload: multipart, `taskId` then `file` (svc-files reads the fields in that order). */
export const UPLOAD_PATH = '/api/upload' satisfies keyof FilesPaths;

export interface UploadOptions {
  /** Called as the request body goes out: bytes sent so far of `total`. */
  onProgress?: (sent: number, total: number) => void;
  /** Aborting it cancels the upload; the promise rejects with an AbortError. */
  signal?: AbortSignal;
}

interface Answer {
  status: number;
  statusText: string;
  body: string;
}

/** How a request is made: a real XMLHttpRequest in the browser, a fake one in the unit tests. */
export type CreateRequest = () => XMLHttpRequest;

const browserRequest: CreateRequest = () => new XMLHttpRequest();

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

/**
 * Sends the form once. XMLHttpRequest rather than fetch: only it reports the bytes of a request
 * body as they go out (upload.onprogress), which the progress bar shows.
 */
function send(form: FormData, token: string | null, options: UploadOptions, createRequest: CreateRequest): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(abortError());
      return;
    }
    const request = createRequest();
    const onAbort = () => request.abort();
    request.open('POST', UPLOAD_PATH);
    // As the SDK's clients send every call: the session cookies, and the bearer token when one is stored.
    request.withCredentials = true;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    const settle = () => options.signal?.removeEventListener('abort', onAbort);
    request.onload = () => {
      settle();
      resolve({ status: request.status, statusText: request.statusText, body: request.responseText });
    };
    request.onerror = () => {
      settle();
      reject(new TypeError('The upload could not reach the server.'));
    };
    request.onabort = () => {
      settle();
      reject(abortError());
    };
    options.signal?.addEventListener('abort', onAbort);
    request.send(form);
  });
}

/**
 * Uploads `file` as the new input of task `taskId` (it replaces the task's current inputs). A 401
 * renews the access token once, as the SDK's clients do, and sends the file again. A failed answer
 * throws an ApiError (the spec's message rule; `serverMessage` holds svc-files' text).
 */
export async function uploadFile(
  taskId: number,
  file: File,
  options: UploadOptions = {},
  createRequest: CreateRequest = browserRequest,
): Promise<UploadResult> {
  const form = new FormData();
  form.append('taskId', String(taskId));
  form.append('file', file, file.name);
  const sent = getAuthToken();
  let answer = await send(form, sent, options, createRequest);
  if (answer.status === 401) {
    // Another request may have renewed the token meanwhile: use that one rather than renew again.
    const current = getAuthToken();
    const token = current && current !== sent ? current : (await renewAccessToken())?.token;
    if (token) answer = await send(form, token, options, createRequest);
  }
  if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, answer.statusText, answer.body);
  return JSON.parse(answer.body) as UploadResult;
}
