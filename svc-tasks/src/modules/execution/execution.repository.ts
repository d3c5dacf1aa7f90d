import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ExecutionEntity } from './execution.entity.js';

/** The new run's fields; the rest take their defaults (pending, progress 0, attempt 0). */
export type PendingExecution = Pick<
  ExecutionEntity,
  'companyId' | 'taskId' | 'kind' | 'parameters' | 'inputFileIds' | 'startedBy' | 'trigger' | 'scheduleId' | 'retryOf'
>;

/** Executions of svc-tasks (the API's reads and changes; the worker has its own repository for a run's life). */
@Injectable()
export class ExecutionRepository {
  /** Inserts a `pending` run in the transaction of `manager`. */
  insertPending(manager: EntityManager, run: PendingExecution): Promise<ExecutionEntity> {
    return manager.save(ExecutionEntity, manager.create(ExecutionEntity, { ...run, status: 'pending' }));
  }
}
