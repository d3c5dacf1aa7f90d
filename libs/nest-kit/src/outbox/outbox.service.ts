import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { EventMap, EventSubject } from '@milestone/contracts';
import { NatsClient } from '../messaging/nats-client.js';
import { OutboxEntity } from './outbox.entity.js';

const BATCH = 100;
const POLL_MS = 1000;

/**
 * The transactional outbox: `add` writes the event in the caller's transaction, so the event
 * exists if and only if the change does; the relay publishes it to JetStream with
 * Nats-Msg-Id = outbox id (the stream drops a duplicate inside its window, the consumers' inbox
 * drops any later one).
 */
@Injectable()
export class Outbox implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(Outbox.name);
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly nats: NatsClient,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.nats.onConnected(() => this.kick());
  }

  /** Stops relaying before any module closes, so the database is still there for the last batch. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.draining;
  }

  /** Writes an event in the transaction of `manager`. */
  async add<S extends EventSubject>(manager: EntityManager, subject: S, payload: EventMap[S]): Promise<string> {
    const id = randomUUID();
    await manager.insert(OutboxEntity, { id, subject, payload: payload as object });
    return id;
  }

  /** Runs `work` in a transaction and starts publishing what it wrote as soon as it commits. */
  async transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.dataSource.transaction(work);
    this.kick();
    return result;
  }

  /** Publishes pending events now (also runs every second). */
  kick(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain().finally(() => {
      this.draining = null;
    });
  }

  /** Publishes until nothing is pending or NATS fails; resolves when done (tests await it). */
  async flush(): Promise<void> {
    while (this.draining) await this.draining;
    this.kick();
    await this.draining;
  }

  private async drain(): Promise<void> {
    try {
      let published: number;
      do {
        this.again = false;
        published = await this.publishBatch();
      } while (published === BATCH || (this.again && published > 0));
    } catch (error) {
      this.logger.warn(`outbox relay: ${String(error)}`);
    }
  }

  private async publishBatch(): Promise<number> {
    const js = this.nats.jetstreamOrNull();
    if (!js || !this.dataSource.isInitialized) return 0;
    return this.dataSource.transaction(async (m) => {
      const rows: Array<{ id: string; subject: string; payload: unknown }> = await m.query(
        `SELECT id, subject, payload FROM outbox WHERE published_at IS NULL
         ORDER BY created_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      );
      let published = 0;
      for (const row of rows) {
        try {
          await js.publish(row.subject, JSON.stringify(row.payload), { msgID: row.id, timeout: 2000 });
        } catch (error) {
          await m.query(`UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1`, [row.id, String(error)]);
          this.logger.warn(`publishing ${row.subject} ${row.id} failed: ${String(error)}`);
          break;
        }
        await m.query(`UPDATE outbox SET published_at = now() WHERE id = $1`, [row.id]);
        published++;
      }
      return published;
    });
  }
}
