import { BadRequestException, ForbiddenException, NotFoundException, ServiceUnavailableException } from '@nestjs/common';

export class ScriptEditForbiddenError extends ForbiddenException {
  constructor() {
    super('Only task admins can edit the script.');
  }
}

/** Python's parser refused the script: its line and message, as the editor shows them. */
export class ScriptSyntaxError extends BadRequestException {
  constructor(line: number, message: string) {
    super(`Syntax error on line ${line}: ${message}`);
  }
}

export class ScriptCheckTooSlowError extends BadRequestException {
  constructor(seconds: number) {
    super(`The syntax check of this script took longer than ${seconds} s. Please simplify the script.`);
  }
}

export class ScriptCheckUnavailableError extends ServiceUnavailableException {
  constructor() {
    super('The syntax check is not available right now. Please try again.');
  }
}

/** No execution worker answers script checks (none runs, or NATS is unreachable): the API never checks a script itself. */
export class NoCheckWorkerError extends ServiceUnavailableException {
  constructor() {
    super('No execution worker is running to check the script; try again in a minute.');
  }
}

/** A worker took the check but did not answer in time (busy with other checks, or stopped mid-check). */
export class CheckWorkerTimeoutError extends ServiceUnavailableException {
  constructor() {
    super('No execution worker answered the check of the script in time; try again in a minute.');
  }
}

/** The script, as the check sends it, is over what NATS carries in one message (only a script of control characters gets there). */
export class ScriptTooLargeToCheckError extends BadRequestException {
  constructor() {
    super('This script is too large to check. Please shorten the script.');
  }
}

/** The worker could not read the task's input files from svc-files for a dry run or a sample. */
export class CheckInputsUnreadableError extends ServiceUnavailableException {
  constructor() {
    super("The task's input file could not be read to try the script on it. Please try again.");
  }
}

/** The worker could not run the check (no sandbox there, or a failure of its own). */
export class ScriptCheckFailedError extends ServiceUnavailableException {
  constructor() {
    super('The script could not be checked right now. Please try again.');
  }
}

export class ScriptVersionNotFoundError extends NotFoundException {
  constructor() {
    super('Script version not found');
  }
}
