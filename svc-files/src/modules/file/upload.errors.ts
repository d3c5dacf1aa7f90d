import { BadRequestException, HttpException, PayloadTooLargeException, UnprocessableEntityException, UnsupportedMediaTypeException } from '@nestjs/common';

/** Over UPLOAD_MAX_BYTES (spec 000 section 5's text). */
export class FileTooLargeError extends PayloadTooLargeException {
  constructor() {
    super('File Too Large - Please upload files smaller than 10MB.');
  }
}

/** Not an xlsx, xls or csv by its extension and its content (spec 000 section 5's text). */
export class InvalidFileTypeError extends UnsupportedMediaTypeException {
  constructor() {
    super('Invalid File Type - Please upload Excel (.xlsx, .xls) or CSV files only.');
  }
}

/** An xlsx whose zip directory passes a limit (a zip bomb): `reason` names the limit. */
export class UnsafeSpreadsheetError extends UnprocessableEntityException {
  constructor(reason: string) {
    super(`This spreadsheet is too large to open safely: ${reason}.`);
  }
}

/** A body that is no well-formed multipart form (no boundary, cut short, a part without headers). */
export class MalformedUploadError extends BadRequestException {
  constructor() {
    super('The upload is not a well-formed multipart/form-data body');
  }
}

/** An error of the multipart parser as the answer: its own 4xx, else MalformedUploadError (never a 500). */
export function asUploadError(error: unknown): unknown {
  if (error instanceof HttpException) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new MalformedUploadError();
}

export class MissingFileError extends BadRequestException {
  constructor() {
    super('file is required: send the spreadsheet as the multipart field "file"');
  }
}

export class MissingTaskIdError extends BadRequestException {
  constructor() {
    super('taskId is required: send it as the multipart field "taskId" before the file, or as ?taskId=');
  }
}

export const TASK_ID_MESSAGE = 'taskId must be a positive whole number';

export class InvalidTaskIdError extends BadRequestException {
  constructor() {
    super(TASK_ID_MESSAGE);
  }
}
