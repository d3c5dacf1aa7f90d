import { Injectable } from '@nestjs/common';
import type { AbortReason } from './run-execution.service.js';

/** The runs this worker is running now, each with the controller that stops it. */
@Injectable()
export class ActiveRuns {
  private readonly runs = new Map<number, AbortController>();

  add(executionId: number): AbortController {
    const controller = new AbortController();
    this.runs.set(executionId, controller);
    return controller;
  }

  remove(executionId: number): void {
    this.runs.delete(executionId);
  }

  has(executionId: number): boolean {
    return this.runs.has(executionId);
  }

  get size(): number {
    return this.runs.size;
  }

  /** Stops one run now; false when this worker does not run it. */
  abort(executionId: number, reason: AbortReason): boolean {
    const controller = this.runs.get(executionId);
    if (!controller) return false;
    if (!controller.signal.aborted) controller.abort(reason);
    return true;
  }

  abortAll(reason: AbortReason): void {
    for (const id of this.runs.keys()) this.abort(id, reason);
  }
}
