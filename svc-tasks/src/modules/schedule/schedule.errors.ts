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

/** A form task (a load calculation, a purchase order) runs from a form someone submits: there is nothing to run on a clock. */
export class FormTaskScheduleError extends BadRequestException {
  constructor() {
    super('A form task runs from its submitted form and cannot be scheduled');
  }
}

/** Only a report task's schedule e-mails a saved report (saved reports are made in a report task's builder). */
export class DeliveryTaskTypeError extends BadRequestException {
  constructor() {
    super('Only a report task (api-reporting) can e-mail a saved report on a schedule');
  }
}

/** A delivery goes to users of the company only (the platform's mail refuses anyone else too). */
export class RecipientNotInCompanyError extends BadRequestException {
  constructor(email: string) {
    super(`Not a user of this company: ${email}`);
  }
}
