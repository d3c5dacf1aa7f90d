import { BadRequestException, ForbiddenException, GoneException, UnauthorizedException } from '@nestjs/common';

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

/** Told only after the right password, so it reveals nothing to someone guessing. */
export class AwaitingActivationError extends ForbiddenException {
  constructor() {
    super('Your account is waiting for an administrator of your company to activate it.');
  }
}

export class EmailChangeNeedsMailError extends BadRequestException {
  constructor() {
    super('Your email address cannot be changed here: this platform cannot send the confirmation email. Ask an administrator.');
  }
}
