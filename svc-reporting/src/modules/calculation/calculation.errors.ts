import { NotFoundException } from '@nestjs/common';

/** Missing, or saved by another user or company: the same answer. */
export class CalculationNotFoundError extends NotFoundException {
  constructor() {
    super('Calculation not found');
  }
}
