import { Injectable, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { executionRequestedSubject, type ExecutionKind } from '@milestone/contracts';
import { Outbox } from '@milestone/nest-kit';
import { ExecutionEntity, type ExecutionTrigger } from './execution.entity.js';
import { ExecutionRepository, type PendingExecution } from './execution.repository.js';

/** A run to queue: checked by the caller (permission, script, inputs) before it gets here. */
export interface RunRequest {
  companyId: number;
  taskId: number;
  kind: ExecutionKind;
  parameters: Record<string, unknown>;
  inputFileIds: number[];
  startedBy: number | null;
  trigger: ExecutionTrigger;
  scheduleId?: number | null;
  retryOf?: number | null;
}

/**
 * The one way a run is queued (Run Task, the pay report, Retry, a schedule, a recovery): a
 * `pending` execution and its `tasks.execution.requested.v1.<kind>` message written by one
 * statement, so the run exists if and only if its message will be published.
 */
@Injectable()
export class ExecutionQueue {
  constructor(
    private readonly outbox: Outbox,
    private readonly executions: ExecutionRepository,
  ) {}

  /** Queues in the caller's transaction; the message leaves when it commits (use `outbox.transaction`). */
  async enqueue(manager: EntityManager, run: RunRequest): Promise<ExecutionEntity> {
    const queued = await this.executions.insertPending(manager, pendingOf(run), executionRequestedSubject(run.kind));
    this.outbox.track(manager, queued.event);
    return queued.run;
  }

  /** Queues on its own (one statement, no transaction around it) and publishes the message at once. */
  async enqueueNow(run: RunRequest): Promise<ExecutionEntity> {
    const queued = await this.executions.insertPending(null, pendingOf(run), executionRequestedSubject(run.kind));
    this.outbox.publishCommitted([queued.event]);
    return queued.run;
  }

  /**
   * As enqueueNow, once per Idempotency-Key: the run `run.startedBy` queued of the task with
   * `key` before (`replayed`), or a new one. `startedBy` is the user of the request.
   */
  async enqueueOnce(run: RunRequest & { startedBy: number }, key: string): Promise<{ run: ExecutionEntity; replayed: boolean }> {
    const queued = await this.executions.insertPendingOnce(pendingOf(run), executionRequestedSubject(run.kind), key);
    if (queued) {
      this.outbox.publishCommitted([queued.event]);
      return { run: queued.run, replayed: false };
    }
    const earlier = await this.executions.findByIdempotencyKey(run.companyId, run.taskId, run.startedBy, key);
    // The conflicting row is committed once the insert gave way (ON CONFLICT waits for it); only a
    // retention sweep between the two statements removes it, and then the request queues anew.
    if (!earlier) return this.enqueueOnce(run, key);
    return { run: earlier, replayed: true };
  }
}

function pendingOf(run: RunRequest): PendingExecution {
  return {
    companyId: run.companyId,
    taskId: run.taskId,
    kind: run.kind,
    parameters: run.parameters,
    inputFileIds: run.inputFileIds,
    startedBy: run.startedBy,
    trigger: run.trigger,
    scheduleId: run.scheduleId ?? null,
    retryOf: run.retryOf ?? null,
  };
}

@Module({
  imports: [TypeOrmModule.forFeature([ExecutionEntity])],
  providers: [ExecutionQueue, ExecutionRepository],
  exports: [ExecutionQueue, ExecutionRepository],
})
export class ExecutionQueueModule {}
