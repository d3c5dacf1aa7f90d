import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { PropertyLookupError } from './property-lookup.errors.js';

/** Answers a PropertyLookupError with `{statusCode, message, error}` (the shared filter answers `{statusCode, message}` only). */
@Catch(PropertyLookupError)
export class PropertyLookupErrorFilter implements ExceptionFilter {
  catch(exception: PropertyLookupError, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<{ status(code: number): { send(body: unknown): void } }>();
    const statusCode = exception.getStatus();
    reply.status(statusCode).send({ statusCode, message: exception.message, error: exception.error });
  }
}
