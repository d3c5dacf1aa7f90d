import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EventConsumer } from '@milestone/nest-kit';
import { EXECUTION_FINISHED_V1 } from '@milestone/contracts';
import { ExecutionFileRepository } from '../execution-file.repository.js';

/**
 * tasks.execution.finished.v1 -> the execution's outcome and log beside its files (inbox-idempotent;
 * an execution that never claimed here gets a record with no files).
 */
@Injectable()
export class ExecutionFinishedListener implements OnApplicationBootstrap {
  constructor(
    private readonly consumer: EventConsumer,
    private readonly executions: ExecutionFileRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.consumer.subscribe(EXECUTION_FINISHED_V1, (event, { manager }) => this.executions.recordFinished(manager, event));
  }
}
