import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { RequestError, TimeoutError, type Msg, type Subscription } from '@nats-io/transport-node';
import type { RequestMap, RequestSubject } from '@milestone/contracts';
import { NatsClient } from './nats-client.js';

/** Nobody answers the subject: no process subscribes to it, or NATS is not reachable. */
export class NoResponderError extends Error {}

/** A responder took the request but did not answer within the time given. */
export class RequestTimeoutError extends Error {}

/** The request is larger than the NATS server takes in one message (its max_payload, 1 MiB by default). */
export class RequestTooLargeError extends Error {}

export type RequestHandler<S extends RequestSubject> = (request: RequestMap[S]['request']) => Promise<RequestMap[S]['reply']>;

/**
 * Core NATS request-reply, typed by the contracts' RequestMap, over the process's one connection:
 * `ask` sends a request and waits for its one answer; `serve` answers a subject in a queue group
 * (one member of the group gets each request). A payload that is not JSON reaches the handler as
 * undefined, which it refuses like any other request it cannot read.
 */
@Injectable()
export class RequestReply implements OnApplicationShutdown {
  private readonly logger = new Logger(RequestReply.name);
  private readonly subscriptions: Subscription[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;

  constructor(private readonly nats: NatsClient) {}

  async ask<S extends RequestSubject>(subject: S, request: RequestMap[S]['request'], timeoutMs: number): Promise<RequestMap[S]['reply']> {
    if (!this.nats.isConnected()) throw new NoResponderError(`NATS is not connected: nobody can answer ${subject}`);
    const connection = this.nats.connection();
    const payload = JSON.stringify(request);
    const max = connection.info?.max_payload;
    if (max !== undefined && Buffer.byteLength(payload) > max)
      throw new RequestTooLargeError(`${subject}: the request takes ${Buffer.byteLength(payload)} bytes, more than the ${max} NATS takes`);
    let answer: Msg;
    try {
      answer = await connection.request(subject, payload, { timeout: timeoutMs });
    } catch (error) {
      if (error instanceof TimeoutError) throw new RequestTimeoutError(`${subject}: no answer within ${timeoutMs} ms`);
      if (error instanceof RequestError && error.isNoResponders()) throw new NoResponderError(`${subject}: no responders`);
      throw error;
    }
    return answer.json<RequestMap[S]['reply']>();
  }

  /**
   * Answers `subject` in `queue` with `handler` once NATS is connected (the subscription lives
   * through reconnects). Requests are handled side by side; the handler bounds its own work. The
   * answer is a stop: no new request is taken, and it resolves once those being handled answered.
   */
  serve<S extends RequestSubject>(subject: S, queue: string, handler: RequestHandler<S>): () => Promise<void> {
    const handling = new Set<Promise<void>>();
    let subscription: Subscription | null = null;
    let stopped = false;
    void this.nats.ready().then(() => {
      if (this.stopped || stopped) return;
      subscription = this.nats.connection().subscribe(subject, {
        queue,
        callback: (error, msg) => {
          if (error) return this.logger.warn(`${subject}: ${String(error)}`);
          const done = this.answer(subject, msg, handler);
          for (const set of [handling, this.inFlight]) set.add(done);
          void done.finally(() => [handling, this.inFlight].forEach((set) => set.delete(done)));
        },
      });
      this.subscriptions.push(subscription);
      this.logger.log(`answering ${subject} in queue group ${queue}`);
    });
    return async () => {
      stopped = true;
      if (subscription && !subscription.isClosed()) subscription.unsubscribe();
      await Promise.allSettled([...handling]);
    };
  }

  /** Stops taking requests and lets the ones being handled answer. */
  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const subscription of this.subscriptions.splice(0)) if (!subscription.isClosed()) subscription.unsubscribe();
    await Promise.allSettled([...this.inFlight]);
  }

  private async answer<S extends RequestSubject>(subject: S, msg: Msg, handler: RequestHandler<S>): Promise<void> {
    let request: RequestMap[S]['request'];
    try {
      request = msg.json<RequestMap[S]['request']>();
    } catch {
      request = undefined as unknown as RequestMap[S]['request'];
    }
    try {
      const reply = await handler(request);
      if (msg.reply) msg.respond(JSON.stringify(reply));
    } catch (error) {
      // The handler answers its own failures; one it did not foresee leaves the asker to its timeout.
      this.logger.error(`${subject}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  }
}
