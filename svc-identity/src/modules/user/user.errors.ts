import { BadRequestException, ConflictException, ForbiddenException, NotFoundException, UnauthorizedException } from '@nestjs/common';

export class UserNotFoundError extends NotFoundException {
  constructor() {
    super('User not found');
  }
}

/** The caller's own account is gone (deleted while their token lived). */
export class AccountNotFoundError extends UnauthorizedException {
  constructor() {
    super('Unauthorized');
  }
}

export class AdminRequiredError extends ForbiddenException {
  constructor() {
    super('You need admin privileges to manage users.');
  }
}

export class OwnRoleChangeError extends BadRequestException {
  constructor() {
    super('You cannot change your own role.');
  }
}

export class SuperOwnerRoleError extends ForbiddenException {
  constructor() {
    super("The super owner's role cannot be changed.");
  }
}

export class OwnerRoleRequiredError extends ForbiddenException {
  constructor() {
    super('Only an owner can change owner roles.');
  }
}

export class OwnAccountDeletionError extends BadRequestException {
  constructor() {
    super('You cannot delete your own account.');
  }
}

export class SuperOwnerDeletionError extends ForbiddenException {
  constructor() {
    super('The super owner cannot be deleted.');
  }
}

export class OwnerDeletionError extends ForbiddenException {
  constructor() {
    super('Only an owner can delete an owner.');
  }
}

export class EmailTakenError extends ConflictException {
  constructor() {
    super('An account with this email already exists');
  }
}
