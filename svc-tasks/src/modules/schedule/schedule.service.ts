import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Outbox, type AuthUser } from '@milestone/nest-kit';
import { TaskRepository } from '../task/task.repository.js';
import { TaskService } from '../task/task.service.js';
import { TaskNotFoundError } from '../task/task.errors.js';
import type { TaskEntity } from '../task/task.entity.js';
import { TaskAccess } from '../access/task-access.service.js';
import { atLeast } from '../access/access.js';
import { ScheduleRepository } from './schedule.repository.js';
import { DeliveryTaskTypeError, FormTaskScheduleError, RecipientNotInCompanyError, ScheduleForbiddenError, ScheduleNotFoundError } from './schedule.errors.js';
import { assertRunnable, kindOf } from '../execution/run-rules.js';
import { readDelivery, type ReportDelivery } from '../execution/report-delivery/report-delivery-parameters.js';
import { ExecutionQueue } from '../execution/execution-queue.js';
import { toExecutionDto } from '../execution/execution.mapper.js';
import type { ExecutionDto } from '../execution/dto/execution.dto.js';
import { CompanyUserRepository } from '../company-user/company-user.repository.js';
import { scheduledRunOf } from './scheduled-run.js';
import { SCHEDULE_TIME_ZONE, nextRunAfter, parseCron } from './cron.js';
import { toScheduleDto, toSchedulePreviewDto } from './schedule.mapper.js';
import type { ScheduleDto, SchedulePreviewDto } from './dto/schedule.dto.js';
import type { ScheduleEntity } from './schedule.entity.js';

export interface ScheduleChanges {
  cronExpression?: string;
  enabled?: boolean;
  /** null removes the delivery; undefined leaves it as it is. */
  delivery?: unknown;
}

/** The task type whose schedules may e-mail a saved report (saved reports are a report task's). */
export const DELIVERY_TASK_TYPE = 'api-reporting';

/**
 * A task's schedules: every member of its company may read them, task admins and above change
 * them. The task's status follows (TaskService.setScheduled): 'scheduled' while one is enabled.
 */
@Injectable()
export class ScheduleService {
  constructor(
    private readonly outbox: Outbox,
    private readonly schedules: ScheduleRepository,
    private readonly tasks: TaskRepository,
    private readonly taskService: TaskService,
    private readonly access: TaskAccess,
    private readonly users: CompanyUserRepository,
    private readonly queue: ExecutionQueue,
  ) {}

  async list(caller: AuthUser, taskId: number): Promise<ScheduleDto[]> {
    const task = await this.tasks.findById(caller.companyId, taskId);
    if (!task) throw new TaskNotFoundError();
    const now = new Date();
    return (await this.schedules.listOfTask(caller.companyId, task.id)).map((s) => toScheduleDto(s, now));
  }

  /** What an expression means, before it is saved (the screen's live preview). */
  preview(cron: string): SchedulePreviewDto {
    return toSchedulePreviewDto(parseCron(cron), SCHEDULE_TIME_ZONE);
  }

  async create(caller: AuthUser, taskId: number, input: { cronExpression: string; enabled?: boolean; delivery?: unknown }): Promise<ScheduleDto> {
    return this.outbox.transaction(async (manager) => {
      const task = await this.tasks.lockForUpdate(manager, caller.companyId, taskId);
      if (!task) throw new TaskNotFoundError();
      await this.assertMayChange(caller, task, manager);
      if (kindOf(task) === 'worksheet' || kindOf(task) === 'form') throw new FormTaskScheduleError();
      const parsed = parseCron(input.cronExpression);
      const delivery = input.delivery === undefined ? null : await this.checkedDelivery(caller, task, input.delivery);
      const enabled = input.enabled ?? true;
      const saved = await this.schedules.insert(manager, caller.companyId, {
        taskId: task.id,
        cronExpression: parsed.expression,
        enabled,
        nextRun: enabled ? nextRunAfter(parsed.cron) : null,
        runAsUserId: caller.id,
        delivery,
      });
      await this.syncTaskStatus(manager, caller, task.id);
      return toScheduleDto(saved);
    });
  }

  /** A new expression, enabled state or delivery; the schedule then runs as the caller, from now on. */
  async update(caller: AuthUser, id: number, changes: ScheduleChanges): Promise<ScheduleDto> {
    return this.outbox.transaction(async (manager) => {
      const { schedule, task } = await this.lockForChange(manager, caller, id);
      const parsed = parseCron(changes.cronExpression ?? schedule.cronExpression, schedule.timezone);
      if (changes.delivery !== undefined) schedule.delivery = changes.delivery === null ? null : await this.checkedDelivery(caller, task, changes.delivery);
      schedule.cronExpression = parsed.expression;
      if (changes.enabled !== undefined) schedule.enabled = changes.enabled;
      schedule.nextRun = schedule.enabled ? nextRunAfter(parsed.cron) : null;
      schedule.runAsUserId = caller.id;
      const saved = await this.schedules.save(manager, caller.companyId, schedule);
      await this.syncTaskStatus(manager, caller, schedule.taskId);
      return toScheduleDto(saved);
    });
  }

  async remove(caller: AuthUser, id: number): Promise<void> {
    await this.outbox.transaction(async (manager) => {
      const { schedule } = await this.lockForChange(manager, caller, id);
      await this.schedules.delete(manager, caller.companyId, schedule.id);
      await this.syncTaskStatus(manager, caller, schedule.taskId);
    });
  }

  /**
   * The schedule and its task, both locked (task first, as every task change does); a schedule of
   * another company or of a deleted task is not found. Needs task admin or above.
   */
  private async lockForChange(manager: EntityManager, caller: AuthUser, id: number): Promise<{ schedule: ScheduleEntity; task: TaskEntity }> {
    const found = await this.schedules.findById(caller.companyId, id);
    if (!found) throw new ScheduleNotFoundError();
    const task = await this.tasks.lockForUpdate(manager, caller.companyId, found.taskId);
    if (!task) throw new ScheduleNotFoundError();
    await this.assertMayChange(caller, task, manager);
    const schedule = await this.schedules.lockForUpdate(manager, caller.companyId, id);
    if (!schedule) throw new ScheduleNotFoundError();
    return { schedule, task };
  }

  /**
   * Send now: the run the schedule queues when due (scheduledRunOf: its saved report's e-mail, or
   * its task's run), queued at once as the caller's, who needs what Run Task needs (any member of
   * the company; a script unless the run is a report's). Another company's schedule, or one of a
   * deleted task, is not found.
   */
  async runNow(caller: AuthUser, id: number): Promise<ExecutionDto> {
    const schedule = await this.schedules.findById(caller.companyId, id);
    if (!schedule) throw new ScheduleNotFoundError();
    const task = await this.tasks.findById(caller.companyId, schedule.taskId);
    if (!task) throw new ScheduleNotFoundError();
    const level = await this.access.levelOf(this.access.subjectOfCaller(caller), task);
    if (!atLeast(level, 'viewer')) throw new ScheduleNotFoundError();
    const run = scheduledRunOf(task, schedule, new Date());
    if (!run) throw new FormTaskScheduleError();
    assertRunnable(task, run.kind, run.inputFileIds.length);
    const queued = await this.queue.enqueueNow({
      companyId: caller.companyId,
      taskId: task.id,
      ...run,
      startedBy: caller.id,
      trigger: 'manual',
      scheduleId: schedule.id,
    });
    const names = await this.users.namesOf(caller.companyId, [caller.id]);
    return toExecutionDto(queued, { task, level, callerId: caller.id, startedByName: names.get(caller.id) ?? null });
  }

  /**
   * A delivery as stored (readDelivery: the recipients trimmed, lower-cased, unique), on a report
   * task only, to users of the company only (the first who is not is named).
   */
  private async checkedDelivery(caller: AuthUser, task: TaskEntity, raw: unknown): Promise<ReportDelivery> {
    if (task.type !== DELIVERY_TASK_TYPE) throw new DeliveryTaskTypeError();
    const delivery = readDelivery(raw);
    const [stranger] = await this.users.notInCompany(caller.companyId, delivery.recipients);
    if (stranger !== undefined) throw new RecipientNotInCompanyError(stranger);
    return delivery;
  }

  private async assertMayChange(caller: AuthUser, task: TaskEntity, manager: EntityManager): Promise<void> {
    const level = await this.access.levelOf(this.access.subjectOfCaller(caller), task, manager);
    if (!atLeast(level, 'admin')) throw new ScheduleForbiddenError();
  }

  private async syncTaskStatus(manager: EntityManager, caller: AuthUser, taskId: number): Promise<void> {
    const enabled = await this.schedules.countEnabled(manager, caller.companyId, taskId);
    await this.taskService.setScheduled(manager, caller.companyId, taskId, enabled > 0, caller.id);
  }
}
