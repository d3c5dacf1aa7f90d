import { ForbiddenException, NotFoundException } from '@nestjs/common';

/** The internal render's words for it (the svc-tasks worker's contract). */
export const SAVED_REPORT_NOT_FOUND = 'Saved report not found';

/** Missing, or another company's: the same answer. */
export class SavedReportNotFoundError extends NotFoundException {
  constructor(message = 'Report not found') {
    super(message);
  }
}

/** A member of the company who neither saved the report nor is an owner or admin of the company. */
export class SavedReportForbiddenError extends ForbiddenException {
  constructor(action: 'change' | 'delete') {
    super(`Only the person who saved this report, or an owner or admin of the company, can ${action} it.`);
  }
}
