import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { EXECUTION_FINISHED_V1 } from '@milestone/contracts';
import { EventValidator, NatsClient } from '@milestone/nest-kit';

/** A watch on one run's end: `ended` resolves when its finished event is heard (or the watch is closed). */
export interface EndWatch {
  ended: Promise<void>;
  close(): void;
}

/** The most runs the API waits on at once; a wait past it reads the run once a second instead. */
export const MAX_WATCHED_RUNS = 10_000;

/**
 * Tells the API the moment a run ends, for `GET /api/executions/{id}?wait=`: every final state is
 * written with tasks.execution.finished.v1 through the outbox, and core NATS hands that event to
 * every API process too (the streams' consumers are not touched). A missed event (NATS cut off)
 * only delays a wait to its next read of the row: the caller reads it again at least every second.
 */
@Injectable()
export class ExecutionEnds implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ExecutionEnds.name);
  private readonly watchers = new Map<number, Set<() => void>>();
  private watched = 0;
  private subscription: Subscription | null = null;
  private subscribedOn: NatsConnection | null = null;
  private stopped = false;
  /** Compiled once, at start. */
  private readonly validator = new EventValidator();

  constructor(private readonly nats: NatsClient) {}

  onApplicationBootstrap(): void {
    this.nats.onConnected(() => this.subscribe());
  }

  onModuleDestroy(): void {
    this.stopped = true;
    this.subscription?.unsubscribe();
    this.subscription = null;
    for (const wake of [...this.watchers.values()].flatMap((set) => [...set])) wake();
  }

  /** How many reads wait on run `id` now. */
  waiting(id: number): number {
    return this.watchers.get(id)?.size ?? 0;
  }

  /** Starts watching run `id` (before its row is read, so an end in between is not missed). */
  watch(id: number): EndWatch {
    let wake!: () => void;
    const ended = new Promise<void>((resolve) => (wake = resolve));
    if (this.stopped || this.watched >= MAX_WATCHED_RUNS) return { ended: new Promise(() => undefined), close: () => undefined };
    const set = this.watchers.get(id) ?? new Set<() => void>();
    this.watchers.set(id, set);
    set.add(wake);
    this.watched++;
    let open = true;
    const close = () => {
      if (!open) return;
      open = false;
      this.watched--;
      set.delete(wake);
      if (set.size === 0 && this.watchers.get(id) === set) this.watchers.delete(id);
      wake();
    };
    return { ended, close };
  }

  private subscribe(): void {
    if (this.stopped) return;
    const connection = this.nats.connection();
    if (this.subscribedOn === connection && this.subscription && !this.subscription.isClosed()) return;
    this.subscribedOn = connection;
    this.subscription = connection.subscribe(EXECUTION_FINISHED_V1, {
      callback: (error, msg) => {
        if (error) return this.logger.warn(`finished-run subscription: ${String(error)}`);
        // Checked against the contract as every consumer checks its events; one that is not wakes
        // no one (core NATS keeps no message to dead-letter: the TASKS stream's consumers do that).
        const checked = this.validator.check(EXECUTION_FINISHED_V1, msg.data);
        if (!checked.ok) return this.logger.warn(`a ${EXECUTION_FINISHED_V1} that is not the contract's was ignored: ${checked.problems.join('; ')}`);
        for (const wake of this.watchers.get(checked.payload.executionId) ?? []) wake();
      },
    });
  }
}
