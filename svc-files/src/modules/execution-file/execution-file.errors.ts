import { ConflictException, NotFoundException, PayloadTooLargeException } from '@nestjs/common';

/** An execution unknown in the company, or of another task: the same answer. */
export class ExecutionNotFoundError extends NotFoundException {
  constructor() {
    super('Execution not found');
  }
}

export class FileNotFoundError extends NotFoundException {
  constructor() {
    super('File not found');
  }
}

/** Outputs arrive while the execution runs; its finished event closes it. */
export class ExecutionFinishedError extends ConflictException {
  constructor() {
    super('The execution has finished: it takes no more output files');
  }
}

export class TooManyOutputsError extends ConflictException {
  constructor(max: number) {
    super(`An execution keeps at most ${max} output files`);
  }
}

export class OutputTooLargeError extends PayloadTooLargeException {
  constructor(maxBytes: number) {
    super(`An output file may hold at most ${maxBytes} bytes`);
  }
}

/** A claim named uploads that are not (or no longer) inputs of the task: deleted, or never its. */
export class InputsUnavailableError extends ConflictException {
  constructor() {
    super('The input files of this run are no longer available.');
  }
}
