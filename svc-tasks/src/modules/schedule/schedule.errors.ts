import { ForbiddenException, NotFoundException } from '@nestjs/common';

/** A schedule that does not exist, belongs to a deleted task, or to another company: the same answer. */
export class ScheduleNotFoundError extends NotFoundException {
  constructor() {
    super('Schedule not found');
  }
}

export class ScheduleForbiddenError extends ForbiddenException {
  constructor() {
    super('You need admin or owner permissions on this task to change its schedules');
  }
}
