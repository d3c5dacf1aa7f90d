import { BadRequestException, GoneException, UnauthorizedException } from '@nestjs/common';

export { EmailTakenError } from '../user/user.errors.js';

/** The same answer for an unknown e-mail and a wrong password. */
export class InvalidCredentialsError extends UnauthorizedException {
  constructor() {
    super('Invalid email or password');
  }
}

export class VerificationLinkInvalidError extends BadRequestException {
  constructor() {
    super('This verification link is invalid or has already been used.');
  }
}

export class VerificationLinkExpiredError extends GoneException {
  constructor() {
    super('This verification link has expired.');
  }
}

export class SessionExpiredError extends UnauthorizedException {
  constructor() {
    super('Session expired');
  }
}

export class InvalidResetLinkError extends BadRequestException {
  constructor() {
    super('Invalid password reset link.');
  }
}
