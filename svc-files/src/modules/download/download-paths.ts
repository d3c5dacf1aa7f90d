import { BadRequestException } from '@nestjs/common';

/** The three download routes a link may open, with their parameters as the request carries them (text). */
export type DownloadTarget =
  | { route: 'output'; executionId: string; fileName: string }
  | { route: 'all'; taskId: string | undefined; executionId: string | undefined }
  | { route: 'taskFile'; filePath: string | undefined };

export type DownloadRoute = DownloadTarget['route'];

/** The longest path a link is minted for (the longest file path and name fit with room). */
export const MAX_LINK_PATH = 2048;

const NOT_A_DOWNLOAD =
  'path must be one of the download routes: /api/download-output/{executionId}/{fileName}, /api/download-all-files?taskId=&executionId=, /api/download-task-file?filePath=';
const BASE = 'http://svc-files.invalid';

/**
 * The one spelling of a target: what a link is signed for and what a request under a link must
 * come to. Parameters are percent-encoded as the file lists' downloadUrl spells them, so a path
 * copied from a list is answered unchanged; another spelling of the same file comes to the same.
 */
export function canonicalPath(target: DownloadTarget): string {
  const q = (value: string | undefined) => encodeURIComponent(value ?? '');
  switch (target.route) {
    case 'output':
      return `/api/download-output/${q(target.executionId)}/${q(target.fileName)}`;
    case 'all':
      return `/api/download-all-files?taskId=${q(target.taskId)}&executionId=${q(target.executionId)}`;
    case 'taskFile':
      return `/api/download-task-file?filePath=${q(target.filePath)}`;
  }
}

/** A query parameter given once, else undefined (absent, or repeated: no one file). */
function once(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The target of a request to one of the download routes, from its parsed parameters. */
export function targetOfRequest(route: DownloadRoute, params: Record<string, unknown>, query: Record<string, unknown>): DownloadTarget {
  switch (route) {
    case 'output':
      return { route, executionId: String(params['executionId'] ?? ''), fileName: String(params['fileName'] ?? '') };
    case 'all':
      return { route, taskId: once(query['taskId']), executionId: once(query['executionId']) };
    case 'taskFile':
      return { route, filePath: once(query['filePath']) };
  }
}

/**
 * The target a link is asked for: a path and query of one of the download routes on this origin
 * (`/api/...`, no scheme, host or fragment). Anything else is 400: it names no file, so it reveals
 * nothing; whether the file is the caller's is the download's own lookups' to say.
 */
export function targetOfPath(path: string): DownloadTarget {
  if (path.length > MAX_LINK_PATH || !path.startsWith('/api/') || path.includes('#') || /[\u0000-\u001f\u007f\\]/.test(path)) {
    throw new BadRequestException(NOT_A_DOWNLOAD);
  }
  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    throw new BadRequestException(NOT_A_DOWNLOAD);
  }
  if (url.origin !== BASE) throw new BadRequestException(NOT_A_DOWNLOAD);
  const query = (name: string) => {
    const values = url.searchParams.getAll(name);
    return values.length === 0 ? undefined : values.length === 1 ? values[0] : values;
  };
  const output = /^\/api\/download-output\/([^/]+)\/([^/]+)$/.exec(url.pathname);
  try {
    if (output) return targetOfRequest('output', { executionId: decodeURIComponent(output[1]!), fileName: decodeURIComponent(output[2]!) }, {});
  } catch {
    throw new BadRequestException(NOT_A_DOWNLOAD);
  }
  if (url.pathname === '/api/download-all-files') return targetOfRequest('all', {}, { taskId: query('taskId'), executionId: query('executionId') });
  if (url.pathname === '/api/download-task-file') return targetOfRequest('taskFile', {}, { filePath: query('filePath') });
  throw new BadRequestException(NOT_A_DOWNLOAD);
}
