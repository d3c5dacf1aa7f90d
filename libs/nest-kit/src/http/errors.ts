import { BadRequestException, Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import { SafeValidationPipe } from './validation.pipe.js';

export interface ErrorBody {
  statusCode: number;
  message: string;
}

function firstMessage(errors: ValidationError[]): string | undefined {
  for (const error of errors) {
    const constraints = error.constraints ? Object.values(error.constraints) : [];
    if (constraints.length > 0) return constraints[constraints.length - 1];
    const nested = firstMessage(error.children ?? []);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * Validation for every route: unknown fields refused, payloads converted to the DTO classes, and
 * the checks of `SafeValidationPipe` on every body, query and path value; the answer's message is
 * one sentence a user may read (the first broken rule).
 */
export function createValidationPipe(): SafeValidationPipe {
  return new SafeValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException(firstMessage(errors) ?? 'Invalid request'),
  });
}

/** Every error answers `{ statusCode, message }`; unexpected ones are logged and say no more. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<{ status(code: number): { send(body: unknown): void } }>();
    let body: ErrorBody;
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      let message: string = exception.message;
      if (typeof response === 'string') message = response;
      else if (response && typeof response === 'object' && 'message' in response) {
        const m = (response as { message: unknown }).message;
        message = Array.isArray(m) ? String(m[0]) : String(m);
      }
      body = { statusCode: status, message };
    } else if (isFastifyError(exception)) {
      body = { statusCode: exception.statusCode, message: exception.message };
    } else {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
      body = { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
    }
    reply.status(body.statusCode).send(body);
  }
}

function isFastifyError(e: unknown): e is { statusCode: number; message: string } {
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof (e as { statusCode?: unknown }).statusCode === 'number' &&
    (e as { statusCode: number }).statusCode >= 400 &&
    (e as { statusCode: number }).statusCode < 500
  );
}
