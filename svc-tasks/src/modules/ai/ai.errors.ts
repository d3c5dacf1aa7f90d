import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger, UnprocessableEntityException } from '@nestjs/common';
import { AiProviderError } from './ai-provider.js';

/** The spec's failure text of each AI call (spec 000 section 8). */
export const AI_FAILURE_TEXTS = {
  requirements: 'Failed to generate requirements. Please try again.',
  plan: 'Failed to generate task plan. Please try again.',
  implement: 'Failed to implement the task. Please try again.',
  create: 'Failed to create task. Please try again.',
  script: 'Failed to generate script.',
  steps: 'Failed to update the steps. Please try again.',
} as const;
export type AiCall = keyof typeof AI_FAILURE_TEXTS;

/** The HTTP status of each provider outcome. */
export const AI_OUTCOME_STATUS: Readonly<Record<AiProviderError['outcome'], number>> = {
  'rate-limited': HttpStatus.TOO_MANY_REQUESTS,
  timeout: HttpStatus.GATEWAY_TIMEOUT,
  'invalid-answer': HttpStatus.BAD_GATEWAY,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
  error: HttpStatus.BAD_GATEWAY,
  'not-understood': HttpStatus.UNPROCESSABLE_ENTITY,
};

/**
 * A provider's failure as the API answers it: `{ statusCode, message, reason }`, message the spec's
 * text (or, when the provider did not understand, its own words naming what it did and did not),
 * reason the plain cause. Sent as is by AiErrorFilter.
 */
export class AiRequestError extends HttpException {
  constructor(statusCode: number, message: string, reason: string) {
    super({ statusCode, message, reason }, statusCode);
  }
}

/** `error` as the route answers it: a provider's failure mapped, anything else unchanged. */
export function toAiHttpError(error: unknown, call: AiCall): unknown {
  if (!(error instanceof AiProviderError)) return error;
  const status = AI_OUTCOME_STATUS[error.outcome] ?? HttpStatus.BAD_GATEWAY;
  const message = error.outcome === 'not-understood' ? error.message : AI_FAILURE_TEXTS[call];
  return new AiRequestError(status, message, error.message);
}

/** Runs a provider call, its failure mapped for the route `call`. */
export async function askProvider<T>(call: AiCall, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toAiHttpError(error, call);
  }
}

/** Nothing could be built from what the user wrote (or the dry run failed): 422 with the reason in plain words. */
export class AiNotBuiltError extends UnprocessableEntityException {
  constructor(message: string) {
    super(message);
  }
}

/**
 * Sends AiRequestError's whole body (the platform's filter keeps statusCode and message only):
 * registered on the controllers whose routes call the provider.
 */
@Catch(AiRequestError)
export class AiErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('AiErrors');

  catch(exception: AiRequestError, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<{ status(code: number): { send(body: unknown): void } }>();
    const body = exception.getResponse() as { statusCode: number; message: string; reason: string };
    this.logger.warn(`AI call failed (${body.statusCode}): ${body.reason}`);
    reply.status(body.statusCode).send(body);
  }
}
