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

export class ScriptVersionNotFoundError extends NotFoundException {
  constructor() {
    super('Script version not found');
  }
}
