import { Injectable, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { executionRequestedSubject, type ExecutionKind } from '@milestone/contracts';
import { Outbox } from '@milestone/nest-kit';
import { ExecutionEntity, type ExecutionTrigger } from './execution.entity.js';
import { ExecutionRepository } from './execution.repository.js';

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
 * `pending` execution and its `tasks.execution.requested.v1.<kind>` message in the caller's
 * transaction, so the run exists if and only if its message will be published. Use
 * `outbox.transaction` (not a bare one) so the message leaves at once on commit.
 */
@Injectable()
export class ExecutionQueue {
  constructor(
    private readonly outbox: Outbox,
    private readonly executions: ExecutionRepository,
  ) {}

  async enqueue(manager: EntityManager, run: RunRequest): Promise<ExecutionEntity> {
    const saved = await this.executions.insertPending(manager, {
      companyId: run.companyId,
      taskId: run.taskId,
      kind: run.kind,
      parameters: run.parameters,
      inputFileIds: run.inputFileIds,
      startedBy: run.startedBy,
      trigger: run.trigger,
      scheduleId: run.scheduleId ?? null,
      retryOf: run.retryOf ?? null,
    });
    await this.outbox.add(manager, executionRequestedSubject(run.kind), {
      executionId: saved.id,
      taskId: saved.taskId,
      companyId: saved.companyId,
      kind: saved.kind,
      at: saved.createdAt.toISOString(),
    });
    return saved;
  }
}

@Module({
  imports: [TypeOrmModule.forFeature([ExecutionEntity])],
  providers: [ExecutionQueue, ExecutionRepository],
  exports: [ExecutionQueue, ExecutionRepository],
})
export class ExecutionQueueModule {}
