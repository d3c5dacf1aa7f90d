import { ConflictException, UnauthorizedException } from '@nestjs/common';

export class EmailTakenError extends ConflictException {
  constructor() {
    super('An account with this email already exists');
  }
}

/** The same answer for an unknown e-mail and a wrong password. */
export class InvalidCredentialsError extends UnauthorizedException {
  constructor() {
    super('Invalid email or password');
  }
}

export class AccountNotFoundError extends UnauthorizedException {
  constructor() {
    super('Unauthorized');
  }
}

const UNIQUE_VIOLATION = '23505';

/** The unique index a failed insert or update ran into, if that is why it failed. */
export function violatedUniqueIndex(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const driver = e.driverError ?? e;
  return driver.code === UNIQUE_VIOLATION ? (driver.constraint ?? '') : null;
}
