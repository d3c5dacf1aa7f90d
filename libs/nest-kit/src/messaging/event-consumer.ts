import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import { DataSource, type EntityManager } from 'typeorm';
import { STREAMS, streamOf, type EventMap, type EventSubject } from '@milestone/contracts';
import { NatsClient, type MessagingOptions } from './nats-client.js';
import { EventValidator } from './event-validator.js';
import { deadLetter } from './dead-letter.js';

export interface EventContext {
  /** The publisher's outbox id (Nats-Msg-Id), the same on every redelivery. */
  eventId: string;
  /** The transaction the handler's effect must be written in (with the inbox row). */
  manager: EntityManager;
}
export type EventHandler<S extends EventSubject> = (payload: EventMap[S], ctx: EventContext) => Promise<void>;

const NANOS_PER_MS = 1_000_000;

export { streamOf };

export function durableName(serviceName: string, subject: string): string {
  return `${serviceName}--${subject.replace(/[.*>]/g, '_')}`;
}

/**
 * Durable, idempotent consumers: each handler runs in a transaction that first records the
 * message id in the inbox; a message already there is acknowledged without running the handler
 * again. A failing handler's message is redelivered after a pause.
 * Every message is first checked against its subject's schema (EventValidator): one that is not
 * JSON or not the contract's payload never reaches the handler (nothing of it is applied); it is
 * logged once and dead-lettered to `deadletter.<service>.<subject>` (stream DEADLETTER) with its
 * body and headers, then terminated, so it is not redelivered (deadLetter).
 */
@Injectable()
export class EventConsumer implements OnApplicationShutdown {
  private readonly logger = new Logger(EventConsumer.name);
  private readonly running: ConsumerMessages[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;
  /** Compiled once, at start. */
  private readonly validator = new EventValidator();

  constructor(
    private readonly options: MessagingOptions,
    private readonly nats: NatsClient,
    private readonly dataSource: DataSource,
  ) {}

  subscribe<S extends EventSubject>(subject: S, handler: EventHandler<S>): void {
    void this.nats.ready().then(() => this.start(subject, handler));
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const messages of this.running) messages.stop();
    await Promise.allSettled([...this.inFlight]);
  }

  private async start<S extends EventSubject>(subject: S, handler: EventHandler<S>): Promise<void> {
    if (this.stopped) return;
    const stream = STREAMS[streamOf(subject)].name;
    const durable = durableName(this.options.serviceName, subject);
    try {
      const jsm = this.nats.manager();
      await jsm.consumers.info(stream, durable).catch(() =>
        jsm.consumers.add(stream, {
          durable_name: durable,
          filter_subject: subject,
          ack_policy: AckPolicy.Explicit,
          deliver_policy: this.options.startFrom === 'new' ? DeliverPolicy.New : DeliverPolicy.All,
          ack_wait: 30_000 * NANOS_PER_MS,
        }),
      );
      const consumer = await this.nats.jetstream().consumers.get(stream, durable);
      const messages = await consumer.consume({ max_messages: 20 });
      this.running.push(messages);
      this.logger.log(`consuming ${subject} as ${durable}`);
      for await (const msg of messages) {
        const done = this.handle(durable, subject, msg, handler);
        this.inFlight.add(done);
        await done;
        this.inFlight.delete(done);
      }
    } catch (error) {
      if (this.stopped) return;
      this.logger.error(`consumer ${durable} stopped: ${String(error)}; restarting`);
      setTimeout(() => void this.start(subject, handler), 1000);
    }
  }

  private async handle<S extends EventSubject>(durable: string, subject: S, msg: JsMsg, handler: EventHandler<S>): Promise<void> {
    const eventId = msg.headers?.get('Nats-Msg-Id') || `${msg.info.stream}:${msg.seq}`;
    const checked = this.validator.check(subject, msg.data);
    if (!checked.ok)
      return deadLetter({ nats: this.nats, serviceName: this.options.serviceName, logger: this.logger }, durable, subject, msg, checked.problems);
    try {
      await this.dataSource.transaction(async (manager) => {
        const inserted: unknown[] = await manager.query(
          `INSERT INTO inbox (consumer, message_id, subject) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING RETURNING message_id`,
          [durable, eventId, subject],
        );
        if (inserted.length === 0) return;
        await handler(checked.payload, { eventId, manager });
      });
      msg.ack();
    } catch (error) {
      this.logger.error(`handling ${subject} ${eventId} failed: ${String(error)}`);
      msg.nak(2000);
    }
  }
}
