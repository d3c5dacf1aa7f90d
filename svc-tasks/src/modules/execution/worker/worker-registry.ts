import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { WorkerEnv } from '../../../config/worker-env.schema.js';
import type { SandboxRunner } from '@milestone/sandbox';
import { SANDBOX_RUNNER } from './sandbox-settings.js';
import { ActiveRuns } from './active-runs.js';
import { WorkerIdentity } from './worker-identity.js';
import { WorkerRegistryRepository } from './worker-registry.repository.js';

/** How often a worker reports itself. */
export const HEARTBEAT_MS = 5000;
/** A worker row whose heartbeat is older than this belongs to a stopped worker and is removed. */
export const STALE_WORKER_MS = 5 * 60 * 1000;

/**
 * The worker's row in execution_workers (the health and integration pages read the sandbox mode
 * and how busy the workers are): written at start and every HEARTBEAT_MS, removed at a graceful
 * stop; rows of workers gone for STALE_WORKER_MS are removed by whichever worker is alive.
 */
@Injectable()
export class WorkerRegistry implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(WorkerRegistry.name);
  private timer: NodeJS.Timeout | null = null;
  private beating: Promise<void> | null = null;

  constructor(
    private readonly env: WorkerEnv,
    private readonly registry: WorkerRegistryRepository,
    private readonly identity: WorkerIdentity,
    private readonly active: ActiveRuns,
    @Inject(SANDBOX_RUNNER) private readonly runner: SandboxRunner,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.heartbeat();
    this.timer = setInterval(() => void this.heartbeat(), HEARTBEAT_MS);
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.beating;
    await this.registry.remove(this.identity.id).catch((error: unknown) => this.logger.warn(`removing the worker row failed: ${String(error)}`));
  }

  heartbeat(): Promise<void> {
    this.beating ??= this.beat()
      .catch((error: unknown) => this.logger.warn(`worker heartbeat failed: ${String(error)}`))
      .finally(() => (this.beating = null));
    return this.beating;
  }

  private async beat(): Promise<void> {
    const { id, hostname, pid, startedAt } = this.identity;
    await this.registry.report({
      id,
      hostname,
      pid,
      startedAt,
      sandboxMode: this.runner.mode(),
      slots: this.env.EXECUTION_WORKER_SLOTS,
      busy: this.active.size,
    });
    await this.registry.removeStale(STALE_WORKER_MS);
  }
}
