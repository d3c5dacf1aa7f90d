import { BadRequestException, ConflictException } from '@nestjs/common';

/** A report definition that cannot be answered as asked; the message is the sentence a user reads. */
export class ReportInputError extends BadRequestException {
  constructor(message: string) {
    super(message);
  }
}

/** The caller's company has no ServiceTitan connection: there is no replica to report on. */
export class ReportNotConnectedError extends ConflictException {
  constructor() {
    super('ServiceTitan is not connected for your company. An owner or admin can connect it on the integration status page.');
  }
}

/** The query ran past its time limit (a report over too much at once). */
export class ReportTooLargeError extends BadRequestException {
  constructor(message = 'This report takes too long to compute. Narrow the date range or add a filter, then try again.') {
    super(message);
  }
}
