import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { TaskPermissionLevel } from '@milestone/contracts';
import type { GrantRefusal } from '../access/access.js';

export const MANAGE_ACCESS_MESSAGE = 'You need owner or admin permissions to manage task access';
export const SELF_RAISE_MESSAGE = 'You cannot raise your own access level';
export const INVALID_PERMISSION_MESSAGE = 'Invalid permission type';

/** A user who does not exist or belongs to another company: the same answer. */
export class UserNotFoundError extends NotFoundException {
  constructor() {
    super('User not found');
  }
}

export class PermissionNotFoundError extends NotFoundException {
  constructor() {
    super('Permission not found');
  }
}

export class GrantRefusedError extends ForbiddenException {
  constructor(reason: GrantRefusal, level: TaskPermissionLevel | null) {
    super(
      reason === 'manage'
        ? MANAGE_ACCESS_MESSAGE
        : reason === 'self'
          ? SELF_RAISE_MESSAGE
          : level === 'owner'
            ? 'Only the super-owner can grant or remove owner access'
            : 'Only a task owner or the super-owner can grant or remove admin access',
    );
  }
}
