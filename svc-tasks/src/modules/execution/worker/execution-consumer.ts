import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { AckPolicy, DeliverPolicy, type Consumer, type JsMsg } from '@nats-io/jetstream';
import {
  EXECUTION_REQUESTED_FORM_V1,
  EXECUTION_REQUESTED_REPORT_V1,
  EXECUTION_REQUESTED_SCRIPT_V1,
  EXECUTION_REQUESTED_WORKSHEET_V1,
  STREAMS,
  type ExecutionRequestedV1,
} from '@milestone/contracts';
import { MESSAGING_OPTIONS, NatsClient, deadLetter, EventValidator, type MessagingOptions } from '@milestone/nest-kit';
import { WorkerEnv } from '../../../config/worker-env.schema.js';
import { ActiveRuns } from './active-runs.js';
import { ExecutionRunRepository } from './execution-run.repository.js';
import { RunExecutionService, type MessageOutcome } from './run-execution.service.js';

const NANOS_PER_MS = 1_000_000;
/** How long one pull waits for a message before asking again (and noticing a stop). */
const PULL_EXPIRES_MS = 2000;
/** How long a stopping worker lets its running runs finish before handing them on. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** The durable pull consumer of script runs: `<service name>--script` (svc-tasks-worker--script). */
export function scriptConsumerName(serviceName: string): string {
  return `${serviceName}--script`;
}

/** The durable pull consumer of load calculation worksheets: `<service name>--worksheet`. */
export function worksheetConsumerName(serviceName: string): string {
  return `${serviceName}--worksheet`;
}

/** The durable pull consumer of technician pay reports: `<service name>--report`. */
export function reportConsumerName(serviceName: string): string {
  return `${serviceName}--report`;
}

/** The durable pull consumer of submitted forms (their PDF and xlsx): `<service name>--form`. */
export function formConsumerName(serviceName: string): string {
  return `${serviceName}--form`;
}

/** Every durable consumer a worker named `serviceName` takes runs from: one per lane. */
export function laneConsumerNames(serviceName: string): string[] {
  return [scriptConsumerName(serviceName), worksheetConsumerName(serviceName), reportConsumerName(serviceName), formConsumerName(serviceName)];
}

/**
 * Submitted forms one worker lays out at once: in its own process, like worksheets (a few hundred
 * milliseconds of CPU), with slots of their own so an order never waits behind long scripts.
 */
export const FORM_SLOTS = 2;

/**
 * Pay reports one worker makes at once. Its figures come from svc-reporting; the worker writes the
 * spreadsheet in its own process (tens of milliseconds for a week), so it has slots of its own,
 * like worksheets: a Monday's payroll never waits behind long scripts.
 */
export const REPORT_SLOTS = 2;

/**
 * Worksheets one worker makes at once. A worksheet is computed and laid out in the worker's own
 * process (no sandbox; a few hundred milliseconds of CPU), so it has slots of its own: a queue of
 * long scripts never holds up a technician's submitted form, and worksheets never take a sandbox slot.
 */
export const WORKSHEET_SLOTS = 2;

/**
 * One durable pull consumer and its slots. NATS 2.9 has no consumer with several filter subjects,
 * so each kind of run the worker takes is a lane of its own on the EXECUTIONS work queue.
 */
interface Lane {
  subject:
    typeof EXECUTION_REQUESTED_SCRIPT_V1 | typeof EXECUTION_REQUESTED_WORKSHEET_V1 | typeof EXECUTION_REQUESTED_REPORT_V1 | typeof EXECUTION_REQUESTED_FORM_V1;
  durable: string;
  slots: number;
  /** Slot numbers handed to the run (the sandbox's per-slot uid): a lane's never overlap another's. */
  freeSlots: number[];
  slotFreed: (() => void) | null;
}

/**
 * Takes script runs, load calculation worksheets, technician pay reports and submitted forms from the EXECUTIONS
 * work queue (a durable consumer each, with slots of its own), one pull per free slot, and acks each
 * message only once its run has ended (here, or recovered by another worker). While a run goes
 * on its message is kept (msg.working()) and its lease renewed every third of the ack wait; the
 * tick also reads a cancel that the core-NATS cancel missed. A worker that dies leaves its
 * messages unacked: they come again to another worker after the ack wait, which recovers them.
 */
@Injectable()
export class ExecutionConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ExecutionConsumer.name);
  private readonly lanes: Lane[];
  private readonly serviceName: string;
  /** Compiled once, at start: each lane's message is checked against its subject's schema. */
  private readonly validator = new EventValidator();
  private readonly inFlight = new Set<Promise<void>>();
  private stopping = false;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly env: WorkerEnv,
    private readonly nats: NatsClient,
    @Inject(MESSAGING_OPTIONS) messaging: MessagingOptions,
    private readonly runs: ExecutionRunRepository,
    private readonly executor: RunExecutionService,
    private readonly active: ActiveRuns,
  ) {
    const scripts = env.EXECUTION_WORKER_SLOTS;
    const serviceName = messaging.serviceName;
    this.serviceName = serviceName;
    this.lanes = [
      { subject: EXECUTION_REQUESTED_SCRIPT_V1, durable: scriptConsumerName(serviceName), slots: scripts, freeSlots: slotNumbers(0, scripts), slotFreed: null },
      {
        subject: EXECUTION_REQUESTED_WORKSHEET_V1,
        durable: worksheetConsumerName(serviceName),
        slots: WORKSHEET_SLOTS,
        freeSlots: slotNumbers(scripts, WORKSHEET_SLOTS),
        slotFreed: null,
      },
      {
        subject: EXECUTION_REQUESTED_REPORT_V1,
        durable: reportConsumerName(serviceName),
        slots: REPORT_SLOTS,
        freeSlots: slotNumbers(scripts + WORKSHEET_SLOTS, REPORT_SLOTS),
        slotFreed: null,
      },
      {
        subject: EXECUTION_REQUESTED_FORM_V1,
        durable: formConsumerName(serviceName),
        slots: FORM_SLOTS,
        freeSlots: slotNumbers(scripts + WORKSHEET_SLOTS + REPORT_SLOTS, FORM_SLOTS),
        slotFreed: null,
      },
    ];
  }

  /** Runs being run now (scripts, worksheets and pay reports). */
  get busy(): number {
    return this.lanes.reduce((busy, lane) => busy + lane.slots - lane.freeSlots.length, 0);
  }

  onApplicationBootstrap(): void {
    this.loop = this.nats
      .ready()
      .then(() => Promise.all(this.lanes.map((lane) => this.consume(lane))))
      .then(() => undefined);
  }

  /**
   * Whether the queues this worker takes are empty: no message waiting and none delivered but not
   * yet acked, on any worker, for scripts, worksheets and pay reports alike. Then a run still pending has no
   * message left (dropped after EXECUTION_MAX_DELIVER deliveries that never took it): the reaper
   * ends it. False when a consumer cannot be read.
   */
  async queueIdle(): Promise<boolean> {
    for (const lane of this.lanes) {
      const info = await this.nats
        .manager()
        .consumers.info(STREAMS.EXECUTIONS.name, lane.durable)
        .catch(() => null);
      if (info === null || info.num_pending !== 0 || info.num_ack_pending !== 0) return false;
    }
    return true;
  }

  /**
   * A graceful stop (SIGTERM): no more messages are taken, running runs get SHUTDOWN_GRACE_MS to
   * finish, then the rest are stopped and their messages handed back (nak) for another worker.
   */
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    for (const lane of this.lanes) lane.slotFreed?.();
    const settled = Promise.allSettled([...this.inFlight]);
    let timer: NodeJS.Timeout | undefined;
    const late = await Promise.race([
      settled.then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), SHUTDOWN_GRACE_MS))),
    ]);
    clearTimeout(timer);
    if (late) {
      this.logger.warn(`stopping: ${this.active.size} run(s) still going after ${SHUTDOWN_GRACE_MS / 1000} s are handed back`);
      this.active.abortAll('shutdown');
      await Promise.allSettled([...this.inFlight]);
    }
    // The loop notices the stop within one pull (it never started if NATS was never reached).
    await Promise.race([this.loop, new Promise((resolve) => setTimeout(resolve, PULL_EXPIRES_MS + 1000).unref())]);
  }

  private async consume(lane: Lane): Promise<void> {
    while (!this.stopping) {
      try {
        const consumer = await this.consumer(lane);
        this.logger.log(`taking ${lane.subject} as ${lane.durable} (${lane.slots} slots)`);
        while (!this.stopping) {
          await this.freeSlot(lane);
          if (this.stopping) break;
          const msg = await consumer.next({ expires: PULL_EXPIRES_MS });
          if (!msg) continue;
          if (this.stopping) {
            msg.nak();
            break;
          }
          this.start(lane, msg);
        }
      } catch (error) {
        if (this.stopping) break;
        this.logger.error(`consumer stopped: ${String(error)}; restarting`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  /** The durable consumer, created or brought in line with the settings. */
  private async consumer(lane: Lane): Promise<Consumer> {
    const stream = STREAMS.EXECUTIONS.name;
    const durable = lane.durable;
    const jsm = this.nats.manager();
    const settings = {
      ack_wait: this.env.EXECUTION_ACK_WAIT_MS * NANOS_PER_MS,
      max_deliver: this.env.EXECUTION_MAX_DELIVER,
      max_ack_pending: -1,
    };
    const info = await jsm.consumers.info(stream, durable).catch(() => null);
    if (!info) {
      await jsm.consumers
        .add(stream, {
          durable_name: durable,
          filter_subject: lane.subject,
          ack_policy: AckPolicy.Explicit,
          deliver_policy: DeliverPolicy.All,
          ...settings,
        })
        .catch(async (error: unknown) => {
          // Another worker created it between info and add.
          if (await jsm.consumers.info(stream, durable).catch(() => null)) return;
          // EXECUTIONS is a work queue: one consumer per subject. One of another name (a worker
          // group renamed, or gone without removing its consumers) keeps this lane from taking runs.
          const holders: string[] = [];
          for await (const other of jsm.consumers.list(stream)) if (other.config.filter_subject === lane.subject) holders.push(other.name);
          if (holders.length === 0) throw error;
          throw new Error(
            `${lane.subject} is already taken by the consumer ${holders.join(', ')} on the work queue ${stream}, so ${durable} cannot take it; remove that consumer or run this worker under its name (${String(error)})`,
          );
        });
    } else if (info.config.ack_wait !== settings.ack_wait || info.config.max_deliver !== settings.max_deliver) {
      await jsm.consumers.update(stream, durable, settings);
    }
    return this.nats.jetstream().consumers.get(stream, durable);
  }

  private async freeSlot(lane: Lane): Promise<void> {
    while (lane.freeSlots.length === 0 && !this.stopping) {
      await new Promise<void>((resolve) => (lane.slotFreed = resolve));
      lane.slotFreed = null;
    }
  }

  private start(lane: Lane, msg: JsMsg): void {
    const slot = lane.freeSlots.shift()!;
    const done = this.handle(lane, msg, slot).finally(() => {
      lane.freeSlots.push(slot);
      this.inFlight.delete(done);
      lane.slotFreed?.();
    });
    this.inFlight.add(done);
  }

  private async handle(lane: Lane, msg: JsMsg, slot: number): Promise<void> {
    // A message that is not its lane's run request (not JSON, a field missing or of another kind)
    // never reaches a run: it is logged and dead-lettered with its body, nothing of it applied.
    const checked = this.validator.check(lane.subject, msg.data);
    if (!checked.ok)
      return deadLetter({ nats: this.nats, serviceName: this.serviceName, logger: this.logger }, lane.durable, lane.subject, msg, checked.problems);
    const request: ExecutionRequestedV1 = checked.payload;
    const { executionId } = request;
    if (this.active.has(executionId)) {
      // Its own run's message again (this worker was too slow to renew it): the run goes on here.
      msg.working();
      return;
    }
    const taken = await this.executor.take(request).catch((error: unknown) => {
      this.logger.error(`execution ${executionId}: taking it failed: ${String(error)}`);
      return undefined;
    });
    if (taken === undefined) return void msg.nak(2000);
    if (taken === null) return void msg.ack();

    const controller = this.active.add(executionId);
    const tickMs = Math.max(200, Math.floor(this.env.EXECUTION_ACK_WAIT_MS / 3));
    const tick = setInterval(() => {
      msg.working();
      this.runs
        .extendLease(taken.owner, this.env.EXECUTION_ACK_WAIT_MS)
        .then((lease) => {
          if (!lease) this.active.abort(executionId, 'lost');
          else if (lease.cancelRequested) this.active.abort(executionId, 'cancel');
        })
        .catch((error: unknown) => this.logger.warn(`execution ${executionId}: lease renewal failed: ${String(error)}`));
    }, tickMs);
    let outcome: MessageOutcome = 'nak';
    try {
      outcome = await this.executor.execute(taken, controller.signal, slot);
    } catch (error) {
      // The run could not be ended (the database went away): its message comes again and the
      // next worker recovers the run.
      this.logger.error(`execution ${executionId}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    } finally {
      clearInterval(tick);
      this.active.remove(executionId);
    }
    if (outcome === 'ack') msg.ack();
    else msg.nak();
  }
}

function slotNumbers(first: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => first + i);
}
