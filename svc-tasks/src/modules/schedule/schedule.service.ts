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
import { FormTaskScheduleError, ScheduleForbiddenError, ScheduleNotFoundError } from './schedule.errors.js';
import { kindOf } from '../execution/run-rules.js';
import { SCHEDULE_TIME_ZONE, nextRunAfter, parseCron } from './cron.js';
import { toScheduleDto, toSchedulePreviewDto } from './schedule.mapper.js';
import type { ScheduleDto, SchedulePreviewDto } from './dto/schedule.dto.js';
import type { ScheduleEntity } from './schedule.entity.js';

export interface ScheduleChanges {
  cronExpression?: string;
  enabled?: boolean;
}

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

  async create(caller: AuthUser, taskId: number, input: { cronExpression: string; enabled?: boolean }): Promise<ScheduleDto> {
    return this.outbox.transaction(async (manager) => {
      const task = await this.tasks.lockForUpdate(manager, caller.companyId, taskId);
      if (!task) throw new TaskNotFoundError();
      await this.assertMayChange(caller, task, manager);
      if (kindOf(task) === 'worksheet') throw new FormTaskScheduleError();
      const parsed = parseCron(input.cronExpression);
      const enabled = input.enabled ?? true;
      const saved = await this.schedules.insert(manager, caller.companyId, {
        taskId: task.id,
        cronExpression: parsed.expression,
        enabled,
        nextRun: enabled ? nextRunAfter(parsed.cron) : null,
        runAsUserId: caller.id,
      });
      await this.syncTaskStatus(manager, caller, task.id);
      return toScheduleDto(saved);
    });
  }

  /** A new expression or enabled state; the schedule then runs as the caller, from now on. */
  async update(caller: AuthUser, id: number, changes: ScheduleChanges): Promise<ScheduleDto> {
    return this.outbox.transaction(async (manager) => {
      const schedule = await this.lockForChange(manager, caller, id);
      const parsed = parseCron(changes.cronExpression ?? schedule.cronExpression, schedule.timezone);
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
      const schedule = await this.lockForChange(manager, caller, id);
      await this.schedules.delete(manager, caller.companyId, schedule.id);
      await this.syncTaskStatus(manager, caller, schedule.taskId);
    });
  }

  /**
   * The schedule and its task, both locked (task first, as every task change does); a schedule of
   * another company or of a deleted task is not found. Needs task admin or above.
   */
  private async lockForChange(manager: EntityManager, caller: AuthUser, id: number): Promise<ScheduleEntity> {
    const found = await this.schedules.findById(caller.companyId, id);
    if (!found) throw new ScheduleNotFoundError();
    const task = await this.tasks.lockForUpdate(manager, caller.companyId, found.taskId);
    if (!task) throw new ScheduleNotFoundError();
    await this.assertMayChange(caller, task, manager);
    const schedule = await this.schedules.lockForUpdate(manager, caller.companyId, id);
    if (!schedule) throw new ScheduleNotFoundError();
    return schedule;
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
