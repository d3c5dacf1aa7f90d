import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { EXECUTION_CANCEL_SUBJECT, type ExecutionCancelMessage } from '@milestone/contracts';
import { NatsClient } from '@milestone/nest-kit';
import { ActiveRuns } from './active-runs.js';

/**
 * Stops a run the moment a user cancels it: svc-tasks publishes the cancel on core NATS (every
 * worker hears it; the one running the run aborts it). A cancel missed here (NATS cut off) is
 * still seen by the run's lease tick, which reads cancel_requested_at.
 */
@Injectable()
export class CancelListener implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(CancelListener.name);
  private subscription: ReturnType<NatsConnection['subscribe']> | null = null;
  private stopped = false;

  constructor(
    private readonly nats: NatsClient,
    private readonly active: ActiveRuns,
  ) {}

  onApplicationBootstrap(): void {
    void this.nats.ready().then(() => {
      if (this.stopped) return;
      this.subscription = this.nats.connection().subscribe(EXECUTION_CANCEL_SUBJECT, {
        callback: (error, msg) => {
          if (error) return this.logger.warn(`cancel subscription: ${String(error)}`);
          let executionId: unknown;
          try {
            executionId = msg.json<ExecutionCancelMessage>().executionId;
          } catch {
            return;
          }
          if (typeof executionId === 'number' && this.active.abort(executionId, 'cancel')) {
            this.logger.log(`execution ${executionId}: cancelled by a user`);
          }
        },
      });
    });
  }

  onModuleDestroy(): void {
    this.stopped = true;
    this.subscription?.unsubscribe();
    this.subscription = null;
  }
}
