import { NotFoundException } from '@nestjs/common';

/** A task unknown in the caller's company, deleted, or another company's: the same answer. */
export class TaskNotFoundError extends NotFoundException {
  constructor() {
    super('Task not found');
  }
}
