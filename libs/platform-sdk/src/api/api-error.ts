/**
 * A failed HTTP answer. Its message follows the spec's rule (000 section 8, 001 section 8):
 * the status code, a colon and a space, then the body text, or the status text when the body is
 * empty. Screens that show the server's own words read `serverMessage`: the `message` field of a
 * `{ statusCode, message }` error body.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly bodyText: string,
  ) {
    super(failedResponseMessage(status, statusText, bodyText));
  }

  /** The `message` of a JSON error body, when there is one. */
  get serverMessage(): string | undefined {
    return serverMessageOf(this.bodyText);
  }
}

/** The spec's message for a failed response. */
export function failedResponseMessage(status: number, statusText: string, bodyText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

/**
 * The user-facing text of a JSON error body `{ statusCode, message }`. class-validator answers
 * may carry a list of messages: they are joined.
 */
export function serverMessageOf(bodyText: string): string | undefined {
  if (!bodyText) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const message = (body as { message: unknown }).message;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message)) {
    const parts = message.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    return parts.length ? parts.join(', ') : undefined;
  }
  return undefined;
}

/** The server's message of an error if it carries one, otherwise the given fallback text. */
export function messageOrFallback(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

/** True when the error is a failed answer with this HTTP status. */
export function isHttpStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}
