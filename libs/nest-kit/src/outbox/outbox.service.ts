import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { EventMap, EventSubject } from '@milestone/contracts';
import { NatsClient } from '../messaging/nats-client.js';
import { OutboxEntity } from './outbox.entity.js';

const BATCH = 100;
const POLL_MS = 1000;

/** An event as the outbox keeps it. */
export interface OutboxEvent {
  id: string;
  subject: string;
  payload: unknown;
}

/**
 * The transactional outbox: `add` writes the event in the caller's transaction, so the event
 * exists if and only if the change does. Events written in `transaction` are published the moment
 * it commits, by that caller (no read of the table); the relay publishes whatever that missed (NATS
 * away, a process stopped in between, an event written in another transaction) every second and on
 * every reconnection, oldest first. Both publish with Nats-Msg-Id = outbox id: the stream drops a
 * duplicate inside its window, the consumers' inbox drops any later one.
 */
@Injectable()
export class Outbox implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(Outbox.name);
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  /** Events written in each open `transaction`, by its manager: published once it commits. */
  private readonly written = new WeakMap<EntityManager, OutboxEvent[]>();
  /** Publications after commit still going (flush and shutdown wait for them). */
  private readonly publishing = new Set<Promise<void>>();
  /**
   * True while older events may wait in the table (NATS was away, a publication failed, or at
   * start): a committed transaction then leaves its events to the relay, which keeps their order.
   */
  private backlog = true;

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
    await Promise.all([this.draining, ...this.publishing]);
  }

  /** Writes an event in the transaction of `manager`. */
  async add<S extends EventSubject>(manager: EntityManager, subject: S, payload: EventMap[S]): Promise<string> {
    const id = randomUUID();
    await manager.insert(OutboxEntity, { id, subject, payload: payload as object });
    // Written in `transaction`: published when it commits; in another transaction: by the relay.
    this.written.get(manager)?.push({ id, subject, payload });
    return id;
  }

  /**
   * An event the caller wrote into the outbox table itself, in `manager`'s transaction (one
   * statement with its change): published with the transaction's own events once it commits (by
   * the relay when the transaction is not one of `transaction`'s).
   */
  track(manager: EntityManager, event: OutboxEvent): void {
    this.written.get(manager)?.push(event);
  }

  /** Runs `work` in a transaction and publishes what it wrote as soon as it commits. */
  async transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const written: OutboxEvent[] = [];
    const result = await this.dataSource.transaction((manager) => {
      this.written.set(manager, written);
      return work(manager);
    });
    this.publishCommitted(written);
    return result;
  }

  /**
   * Publishes events of a transaction that has committed (rows the caller wrote into the outbox
   * table itself, in one statement with its change, or those `transaction` collected), then marks
   * them published; what cannot be published now is left to the relay.
   */
  publishCommitted(events: readonly OutboxEvent[]): void {
    if (events.length === 0 || this.stopped) return;
    const js = this.nats.jetstreamOrNull();
    if (!js || this.backlog) return this.kick();
    const done = (async () => {
      try {
        for (const event of events) await js.publish(event.subject, JSON.stringify(event.payload), { msgID: event.id, timeout: 2000 });
        await this.dataSource.query(`UPDATE outbox SET published_at = now() WHERE id = ANY($1::uuid[]) AND published_at IS NULL`, [events.map((e) => e.id)]);
      } catch (error) {
        this.backlog = true;
        this.logger.warn(`publishing ${events.length} event(s) after their commit failed: ${String(error)}; the relay takes them`);
        this.kick();
      }
    })();
    this.publishing.add(done);
    void done.finally(() => this.publishing.delete(done));
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
    while (this.publishing.size > 0) await Promise.all([...this.publishing]);
    while (this.draining) await this.draining;
    this.kick();
    await this.draining;
  }

  private async drain(): Promise<void> {
    try {
      let published: number | null;
      do {
        this.again = false;
        published = await this.publishBatch();
      } while (published === BATCH || (this.again && published !== null));
      // Drained: transactions publish their own events again. Not drained: the relay keeps them in order.
      this.backlog = published === null;
    } catch (error) {
      this.backlog = true;
      this.logger.warn(`outbox relay: ${String(error)}`);
    }
  }

  /** Publishes the oldest pending events; how many, or null when one (or NATS) failed. */
  private async publishBatch(): Promise<number | null> {
    const js = this.nats.jetstreamOrNull();
    if (!js || !this.dataSource.isInitialized) return null;
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
          return null;
        }
        await m.query(`UPDATE outbox SET published_at = now() WHERE id = $1`, [row.id]);
        published++;
      }
      return published;
    });
  }
}
