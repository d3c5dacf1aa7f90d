import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ConnectionCredentials } from '../connection/connection-credentials.js';
import { SERVICE_TITAN_SETTINGS, type ServiceTitanSettings } from '../service-titan.settings.js';
import { SyncService, type SyncTrigger } from './sync.service.js';

/** The first round waits this long after bootstrap, so it starts once the service listens. */
const START_DELAY_MS = 1000;

/** Syncs every connected company at start and every ST_SYNC_INTERVAL seconds (none when it is 0). */
@Injectable()
export class SyncScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SyncScheduler.name);
  private startTimer: NodeJS.Timeout | null = null;
  private intervalTimer: NodeJS.Timeout | null = null;
  private round: Promise<void> | null = null;
  private stopped = false;

  constructor(
    @Inject(SERVICE_TITAN_SETTINGS) private readonly settings: ServiceTitanSettings,
    private readonly connections: ConnectionCredentials,
    private readonly sync: SyncService,
  ) {}

  onApplicationBootstrap(): void {
    const seconds = this.settings.syncIntervalSeconds;
    if (!(seconds > 0)) return;
    // unref'd: a pending sync never keeps the process alive on its own.
    this.startTimer = setTimeout(() => this.kick('start'), START_DELAY_MS);
    this.startTimer.unref();
    this.intervalTimer = setInterval(() => this.kick('schedule'), seconds * 1000);
    this.intervalTimer.unref();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    if (this.startTimer) clearTimeout(this.startTimer);
    if (this.intervalTimer) clearInterval(this.intervalTimer);
    this.startTimer = null;
    this.intervalTimer = null;
  }

  /** One round over the connected companies; a round still going when the next is due lets it pass. */
  private kick(trigger: SyncTrigger): void {
    if (this.stopped || this.round) return;
    this.round = this.syncAll(trigger).finally(() => {
      this.round = null;
    });
  }

  /** Companies one after another (they share the machine); a company whose sync is already running is skipped. */
  private async syncAll(trigger: SyncTrigger): Promise<void> {
    let companies: number[];
    try {
      companies = await this.connections.connectedCompanyIds();
    } catch (error) {
      this.logger.warn(`scheduled ServiceTitan sync: the connected companies could not be read: ${String(error)}`);
      return;
    }
    for (const companyId of companies) {
      if (this.stopped) return;
      try {
        const finished = await this.sync.run(companyId, trigger);
        if (!finished) this.logger.debug(`company ${companyId}: a sync is already running, skipped`);
      } catch (error) {
        this.logger.warn(`scheduled ServiceTitan sync of company ${companyId}: ${String(error)}`);
      }
    }
  }
}
