import { BASE_URL } from '../../../support/browser.js';

export interface ApiRequest {
  token?: string;
  query?: Record<string, string | number>;
  body?: unknown;
}

export interface ApiAnswer {
  status: number;
  /** The raw body, as a client would receive it: what a leak check reads. */
  text: string;
  /** The body parsed as JSON, undefined when it is not JSON. */
  json: unknown;
  /** The response headers, one `name: value` a line (a leak may hide in a header too: counts, locations). */
  headerText: string;
}

/** A small JSON client of the platform's gateway that counts what it sends (the suites report the figure). */
export class ApiClient {
  requests = 0;

  constructor(private readonly baseUrl: string = BASE_URL) {}

  async send(method: string, path: string, request: ApiRequest = {}): Promise<ApiAnswer> {
    const url = new URL(path, this.baseUrl);
    for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, String(value));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.token) headers['authorization'] = `Bearer ${request.token}`;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    this.requests++;
    const response = await fetch(url, {
      method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    const headerLines: string[] = [];
    response.headers.forEach((value, name) => headerLines.push(`${name}: ${value}`));
    const headerText = headerLines.join('\n');
    return { status: response.status, text, json, headerText };
  }

  /** Sends and insists on `expected` (or any 2xx when not given), naming the request in the failure. */
  async expectOk<T = unknown>(method: string, path: string, request: ApiRequest = {}, expected?: number): Promise<T> {
    const answer = await this.send(method, path, request);
    const ok = expected === undefined ? answer.status >= 200 && answer.status < 300 : answer.status === expected;
    if (!ok) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    return answer.json as T;
  }
}

/**
 * The identifying values of one company found in a body: its markers (names, e-mails, domains)
 * case-insensitively, and its company id wherever a `companyId` field carries it.
 */
export function findLeaks(text: string, secrets: { strings: readonly string[]; companyId?: number }): string[] {
  const lower = text.toLowerCase();
  const found = secrets.strings.filter((s) => s.length > 0 && lower.includes(s.toLowerCase()));
  if (secrets.companyId !== undefined && new RegExp(`"companyId"\\s*:\\s*${secrets.companyId}\\b`).test(text)) {
    found.push(`companyId ${secrets.companyId}`);
  }
  return found;
}
