import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EventConsumer } from '@milestone/nest-kit';
import { EXECUTIONS_EXPIRED_V1 } from '@milestone/contracts';
import { ExecutionExpiry } from './execution-expiry.service.js';

/** tasks.execution.expired.v1 -> the expired executions' files released (inbox-idempotent). */
@Injectable()
export class ExecutionsExpiredListener implements OnApplicationBootstrap {
  constructor(
    private readonly consumer: EventConsumer,
    private readonly expiry: ExecutionExpiry,
  ) {}

  onApplicationBootstrap(): void {
    this.consumer.subscribe(EXECUTIONS_EXPIRED_V1, (event, { manager }) => this.expiry.release(manager, event));
  }
}
