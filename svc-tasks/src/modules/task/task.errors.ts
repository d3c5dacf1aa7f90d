import { ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { STALE_TASK_MESSAGE } from '@milestone/contracts';

/** A task that does not exist, is deleted, or belongs to another company: the same answer. */
export class TaskNotFoundError extends NotFoundException {
  constructor() {
    super('Task not found');
  }
}

/** The save carried a version older than the task's: someone else saved in between. */
export class StaleTaskError extends ConflictException {
  constructor() {
    super(STALE_TASK_MESSAGE);
  }
}

export class TaskEditForbiddenError extends ForbiddenException {
  constructor() {
    super('You need admin or owner permissions on this task to edit it');
  }
}

export class TaskDeleteForbiddenError extends ForbiddenException {
  constructor() {
    super('You need owner permissions on this task to delete it');
  }
}
