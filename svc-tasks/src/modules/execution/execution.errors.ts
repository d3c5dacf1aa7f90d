import { BadRequestException, ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';

/** A run that does not exist, belongs to another company, or a bad id: the same answer. */
export class ExecutionNotFoundError extends NotFoundException {
  constructor() {
    super('Execution not found');
  }
}

/** POST /api/tasks/execute without a taskId in a company that has no Technician Pay Report task (the spec's text). */
export class PayReportTaskNotFoundError extends NotFoundException {
  constructor() {
    super('Technician Pay Report task not found');
  }
}

/** Run Task (or a Retry) of a task whose pythonScript is blank. */
export class NoScriptError extends ConflictException {
  constructor() {
    super('This task has no script yet. Generate a script before running it.');
  }
}

/** An Idempotency-Key header that is empty, too long or not visible ASCII. */
export class BadIdempotencyKeyError extends BadRequestException {
  constructor() {
    super('Idempotency-Key must be 1 to 200 visible ASCII characters');
  }
}

/** A file task run without an input file (spec: 'No Files Uploaded'). */
export class NoInputFilesError extends BadRequestException {
  constructor() {
    super('Please upload a file before running the task.');
  }
}

export class FormDataNotObjectError extends BadRequestException {
  constructor() {
    super('formData must be a JSON object');
  }
}

/** A load calculation run (kind 'worksheet') without its form. */
export class FormDataMissingError extends BadRequestException {
  constructor() {
    super('formData is required: a load calculation runs from its submitted form');
  }
}

/** A load calculation form the calculator's Submit would refuse: the first of its texts. */
export class SubmissionRefusedError extends BadRequestException {
  constructor(message: string) {
    super(message);
  }
}

export class RunFinishedError extends ConflictException {
  constructor() {
    super('This run has already finished.');
  }
}

export class CancelForbiddenError extends ForbiddenException {
  constructor() {
    super('Only the person who started this run or a task admin can cancel it.');
  }
}

export class RetryRefusedError extends ConflictException {
  constructor() {
    super('Only a failed or cancelled run can be retried.');
  }
}
