import { NotFoundException } from '@nestjs/common';

/** A task that does not exist, is deleted, or belongs to another company: the same answer. */
export class TaskNotFoundError extends NotFoundException {
  constructor() {
    super('Task not found');
  }
}
