import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * An answer of the property lookup that is not a result: `{statusCode, message, error}`, where
 * `error` is the short reason the load calculator's toasts key on (spec 001: "status 429 gives
 * {error}"). PropertyLookupErrorFilter writes the body; the shared filter would drop `error`.
 */
export class PropertyLookupError extends HttpException {
  constructor(
    status: HttpStatus,
    message: string,
    readonly error: string,
  ) {
    super({ statusCode: status, message, error }, status);
  }
}

export class AddressRequiredError extends PropertyLookupError {
  constructor() {
    super(HttpStatus.BAD_REQUEST, 'Please enter a property address to lookup', 'Address required');
  }
}

export class PropertyNotFoundError extends PropertyLookupError {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'Could not find property details for that address. Please enter square footage manually.', 'Property not found');
  }
}

export class PropertyLookupRateLimitedError extends PropertyLookupError {
  constructor() {
    super(HttpStatus.TOO_MANY_REQUESTS, 'Zillow API limit reached. Please try again later or enter square footage manually.', 'Rate limited');
  }
}

export class PropertyLookupFailedError extends PropertyLookupError {
  constructor() {
    super(HttpStatus.BAD_GATEWAY, 'Unable to lookup property details. Please enter square footage manually.', 'Property lookup failed');
  }
}
