import { BadRequestException, ConflictException, InternalServerErrorException, NotFoundException } from '@nestjs/common';

/** validate and accept: an unknown, used or expired invitation. */
export class InvitationNotFoundError extends NotFoundException {
  constructor() {
    super('Invalid invitation token.');
  }
}

/** set-password: the same, as a bad request. */
export class InvalidInvitationTokenError extends BadRequestException {
  constructor() {
    super('Invalid invitation token.');
  }
}

export class InviteeHasAccountError extends ConflictException {
  constructor() {
    super('A user with this email already exists');
  }
}

export class DomainNotAuthorizedError extends BadRequestException {
  constructor(domains: string[]) {
    super(`Invitations are limited to the authorized domains: ${domains.join(', ')}`);
  }
}

export class AcceptInvitationFailedError extends InternalServerErrorException {
  constructor() {
    super('Failed to accept invitation.');
  }
}
