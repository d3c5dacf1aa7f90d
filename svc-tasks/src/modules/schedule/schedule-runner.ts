import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Outbox } from '@milestone/nest-kit';
import { ExecutionQueue } from '../execution/execution-queue.js';
import { TaskRepository } from '../task/task.repository.js';
import { ScheduleRepository } from './schedule.repository.js';
import type { ScheduleEntity } from './schedule.entity.js';
import { nextRunAfter, parseCron } from './cron.js';
import { scheduledRunOf } from './scheduled-run.js';

/** How often the workers look for due schedules (and once at start). */
export const SCHEDULER_INTERVAL_MS = 15_000;

/** Due schedules claimed per transaction. */
const CLAIM_BATCH = 50;

/**
 * Queues the runs of due schedules. Each batch is one transaction: the due rows are claimed with
 * FOR UPDATE SKIP LOCKED, each queues one run through ExecutionQueue (trigger 'schedule', as the
 * schedule's user, the task's current inputs), and moves on: lastRun = now, nextRun = the next
 * time after now. Two schedulers never queue one due time twice (the second skips or finds it
 * moved on), and after downtime a schedule catches up one run, not every one it missed. A
 * schedule of a deleted task is switched off. What each queues is scheduledRunOf's: a saved
 * report's e-mail for a schedule with a delivery, a pay report's last complete Monday-Sunday week
 * (Chicago) before the due time, the task's run with its current inputs.
 */
@Injectable()
export class ScheduleRunner {
  private readonly logger = new Logger(ScheduleRunner.name);

  constructor(
    private readonly outbox: Outbox,
    private readonly queue: ExecutionQueue,
    private readonly schedules: ScheduleRepository,
    private readonly tasks: TaskRepository,
  ) {}

  /** Queues every schedule due at `now`; how many runs it queued. */
  async runDue(now: Date = new Date()): Promise<number> {
    let queued = 0;
    for (;;) {
      const batch = await this.outbox.transaction(async (manager) => {
        const due = await this.schedules.claimDue(manager, now, CLAIM_BATCH);
        let runs = 0;
        for (const schedule of due) if (await this.runOne(manager, schedule, now)) runs += 1;
        return { claimed: due.length, runs };
      });
      queued += batch.runs;
      if (batch.claimed < CLAIM_BATCH) return queued;
    }
  }

  private async runOne(manager: EntityManager, schedule: ScheduleEntity, now: Date): Promise<boolean> {
    const task = await this.tasks.toRun(manager, schedule.companyId, schedule.taskId);
    let next: Date | null = null;
    try {
      next = nextRunAfter(parseCron(schedule.cronExpression, schedule.timezone).cron, now);
    } catch (error) {
      this.logger.warn(`schedule ${schedule.id}: its expression no longer parses (${(error as Error).message}); switched off`);
    }
    const run = task ? scheduledRunOf(task, schedule, now) : null;
    // A form task runs from a submitted form: a schedule of one (made before they were refused)
    // has nothing to run, like one whose task is deleted.
    if (!task || !next || !run) {
      if (!task) this.logger.log(`schedule ${schedule.id}: task ${schedule.taskId} is deleted; switched off`);
      else if (!run) this.logger.log(`schedule ${schedule.id}: task ${schedule.taskId} is a form task, which runs from its submitted form; switched off`);
      await this.schedules.markRun(manager, schedule, { lastRun: schedule.lastRun, nextRun: null, enabled: false });
      return false;
    }
    await this.queue.enqueue(manager, {
      companyId: task.companyId,
      taskId: task.id,
      ...run,
      startedBy: schedule.runAsUserId,
      trigger: 'schedule',
      scheduleId: schedule.id,
    });
    await this.schedules.markRun(manager, schedule, { lastRun: now, nextRun: next, enabled: true });
    return true;
  }
}

/** Runs the scheduler at start and every SCHEDULER_INTERVAL_MS, one pass at a time. */
@Injectable()
export class ScheduleTicker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ScheduleTicker.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly runner: ScheduleRunner) {}

  onApplicationBootstrap(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), SCHEDULER_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.runner
      .runDue()
      .then((queued) => {
        if (queued > 0) this.logger.log(`queued ${queued} scheduled run(s)`);
      })
      .catch((error: unknown) => this.logger.error(`scheduler pass failed: ${(error as Error).message}`))
      .finally(() => {
        this.running = null;
      });
  }
}
