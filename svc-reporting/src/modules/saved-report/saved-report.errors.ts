import { ForbiddenException, NotFoundException } from '@nestjs/common';

/** Missing, or another company's: the same answer. */
export class SavedReportNotFoundError extends NotFoundException {
  constructor() {
    super('Report not found');
  }
}

/** A member of the company who neither saved the report nor is an owner or admin of the company. */
export class SavedReportForbiddenError extends ForbiddenException {
  constructor(action: 'change' | 'delete') {
    super(`Only the person who saved this report, or an owner or admin of the company, can ${action} it.`);
  }
}
