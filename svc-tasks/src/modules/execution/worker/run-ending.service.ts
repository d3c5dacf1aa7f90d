import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ExecutionLogV1 } from '@milestone/contracts';
import { Outbox } from '@milestone/nest-kit';
import { WorkerEnv } from '../../../config/worker-env.schema.js';
import { ExecutionQueue } from '../execution-queue.js';
import type { ExecutionEntity } from '../execution.entity.js';
import { ExecutionRunRepository, type RunEnd } from './execution-run.repository.js';

/** The error of a run whose worker stopped mid-run (killed, crashed, cut off). */
export const WORKER_STOPPED_ERROR = 'The worker running this task stopped';
/** The error of a run a user cancelled (finished.v1 says 'failed': svc-files knows success or failure only). */
export const CANCELLED_ERROR = 'Cancelled by a user';

/** The error of a pending run whose request was delivered EXECUTION_MAX_DELIVER times and never taken. */
export const LOST_RUN_ERROR = 'The run could not be started: no worker could take it. Retry it.';

/** A log with only an error (a run that never reached its script's end). */
export function errorLog(error: string): ExecutionLogV1 {
  return { success: false, error, stderr: null, stdout: null, detailedError: null };
}

/**
 * How a run ends, in the caller's transaction (the row locked by it): the row's final state and
 * `tasks.execution.finished.v1` through the outbox, so both happen or neither.
 */
@Injectable()
export class RunEnding {
  private readonly logger = new Logger(RunEnding.name);

  constructor(
    private readonly env: WorkerEnv,
    private readonly runs: ExecutionRunRepository,
    private readonly outbox: Outbox,
    private readonly queue: ExecutionQueue,
  ) {}

  async end(manager: EntityManager, run: ExecutionEntity, end: RunEnd): Promise<void> {
    this.outbox.track(manager, await this.runs.end(manager, run, end));
  }

  /** A pending run cancelled before any worker ran it. */
  cancelPending(manager: EntityManager, run: ExecutionEntity): Promise<void> {
    return this.end(manager, run, { status: 'cancelled', error: CANCELLED_ERROR, log: errorLog(CANCELLED_ERROR) });
  }

  /** A pending run whose request is gone from the queue (see Reaper): failed, never run again by itself. */
  failLost(manager: EntityManager, run: ExecutionEntity): Promise<void> {
    this.logger.warn(`execution ${run.id}: pending with no request left in the queue; failed`);
    return this.end(manager, run, { status: 'failed', error: LOST_RUN_ERROR, log: errorLog(LOST_RUN_ERROR) });
  }

  /**
   * A running run whose worker stopped (its message came again, or its lease passed): it ends
   * failed with the reason, and is queued again (trigger 'recovery') while its attempts allow.
   * Answers the new run, if any.
   */
  async recover(manager: EntityManager, run: ExecutionEntity): Promise<ExecutionEntity | null> {
    await this.end(manager, run, { status: 'failed', error: WORKER_STOPPED_ERROR, log: errorLog(WORKER_STOPPED_ERROR) });
    if (run.attempt >= this.env.EXECUTION_RECOVERY_ATTEMPTS) {
      this.logger.warn(`execution ${run.id}: its worker stopped on attempt ${run.attempt}; not run again`);
      return null;
    }
    // The same run again: its parameters, exact inputs and who started it.
    const { companyId, taskId, kind, parameters, inputFileIds, startedBy, scheduleId } = run;
    const again = await this.queue.enqueue(manager, {
      companyId,
      taskId,
      kind,
      parameters,
      inputFileIds,
      startedBy,
      scheduleId,
      trigger: 'recovery',
      retryOf: run.id,
    });
    // The new run counts on from this one's attempts, so a run that keeps killing its worker stops.
    await this.runs.setAttempt(manager, again.id, run.attempt);
    again.attempt = run.attempt;
    this.logger.warn(`execution ${run.id}: its worker stopped on attempt ${run.attempt}; queued again as ${again.id}`);
    return again;
  }
}
