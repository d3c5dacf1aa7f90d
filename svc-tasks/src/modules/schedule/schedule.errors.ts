import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';

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

/** A load calculation (a form task) runs from a form a technician submits: there is nothing to run on a clock. */
export class FormTaskScheduleError extends BadRequestException {
  constructor() {
    super('A load calculation runs from its submitted form and cannot be scheduled');
  }
}
