import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';

/** A recipient who is not an active user of the company (or the company does not exist). */
export class NotACompanyUserError extends BadRequestException {
  constructor(email: string) {
    super(`Not a user of this company: ${email}`);
  }
}

export class AttachmentsTooLargeError extends PayloadTooLargeException {
  constructor() {
    super('The attachment is too large to e-mail (over 10 MB)');
  }
}
