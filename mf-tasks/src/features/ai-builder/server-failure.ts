import { ApiError } from '@milestone/platform-sdk';
import type { ServerFailure } from './ai-builder.model.js';

/** The `message` and `reason` of a failed answer's JSON body (nothing for other errors). */
export function serverFailure(error: unknown): ServerFailure {
  if (!(error instanceof ApiError)) return {};
  let reason: string | undefined;
  try {
    const body: unknown = JSON.parse(error.bodyText);
    if (body && typeof body === 'object' && 'reason' in body && typeof body.reason === 'string') reason = body.reason;
  } catch {
    // Not JSON: the message rule's text is enough.
  }
  return { message: error.serverMessage, reason };
}
