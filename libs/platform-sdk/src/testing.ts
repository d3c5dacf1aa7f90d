// Test helpers of the SDK for the projects' own API wrappers (shell/src/api, mf-admin/src/api):
// a subpath of its own (@milestone/platform-sdk/testing), so nothing here ships in the shared SDK.
import type { IdentityPaths } from '@milestone/contracts';
import { createApiClient } from './api/client.js';

// Node's Request needs an absolute URL; in the browser the clients use the page's origin ('').
const BASE = 'http://gateway.test';

/**
 * An identity client over a fake fetch that records each request and answers `answer()`: with
 * `sent(i)`, the method, path, query and request of the i-th call.
 */
export function recordingIdentityClient(answer: () => Response) {
  const seen: Request[] = [];
  const fetch = (async (input: Request) => {
    seen.push(input);
    return answer();
  }) as unknown as typeof globalThis.fetch;
  const sent = (i = 0) => {
    const request = seen[i]!;
    const url = new URL(request.url);
    return { method: request.method, path: url.pathname, search: url.search, request };
  };
  return { client: createApiClient<IdentityPaths>({ baseUrl: BASE, fetch }), sent };
}

export { memoryStorage } from './api/test-storage.js';

/** The platform's toaster, for a component test whose component (or a hook under it) toasts. */
export { ToastProvider } from './toast/ToastProvider.js';

/**
 * The texts of a table's rows as a reader sees them, one string per cell (the header row first):
 * for a component test to compare a table without its markup.
 */
export function tableTexts(table: HTMLElement): string[][] {
  return Array.from(table.querySelectorAll('tr'), (row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.trim() ?? ''));
}

/** The value antd's Descriptions shows beside `label` (`undefined`: no such line) in `root` (the document by default). */
export function descriptionValue(label: string, root: ParentNode = document): string | undefined {
  const labels = Array.from(root.querySelectorAll('.ant-descriptions-item-label'));
  const cell = labels.find((element) => element.textContent?.trim() === label);
  const item = cell?.closest('.ant-descriptions-item-container') ?? cell?.parentElement;
  return item?.querySelector('.ant-descriptions-item-content')?.textContent?.trim();
}
