import { ConflictException } from '@nestjs/common';
import type { TaskStatus } from '@milestone/contracts';

/**
 * The task status machine (the spec leaves transitions to us; README.md has the table):
 * a task is drafted, switched on (active) or off (inactive), scheduled, runs, completes.
 * Staying in the same status is always allowed (a save that does not change the status).
 */
export const STATUS_TRANSITIONS: Readonly<Record<TaskStatus, readonly TaskStatus[]>> = {
  draft: ['inactive', 'active'],
  inactive: ['draft', 'active', 'scheduled'],
  active: ['inactive', 'scheduled', 'running'],
  scheduled: ['active', 'inactive', 'running'],
  running: ['completed', 'active'],
  completed: ['active', 'inactive', 'running'],
};

export function canMove(from: TaskStatus, to: TaskStatus): boolean {
  return from === to || STATUS_TRANSITIONS[from].includes(to);
}

export class StatusTransitionError extends ConflictException {
  constructor(from: TaskStatus, to: TaskStatus) {
    const allowed = STATUS_TRANSITIONS[from];
    super(`A task cannot go from ${from} to ${to}; from ${from} it can go to ${allowed.join(', ')}`);
  }
}

/** Throws the 409 of a move the machine does not allow. */
export function assertMove(from: TaskStatus, to: TaskStatus): void {
  if (!canMove(from, to)) throw new StatusTransitionError(from, to);
}
