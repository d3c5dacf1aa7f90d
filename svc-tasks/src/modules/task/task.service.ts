import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Outbox, type AuthUser } from '@milestone/nest-kit';
import {
  TASK_CREATED_V1,
  TASK_DELETED_V1,
  TASK_UPDATED_V1,
  TASK_TYPE_FILTER_ALIASES,
  type CompanyCreatedV1,
  type TaskStatus,
  type TaskType,
} from '@milestone/contracts';
import { TaskRepository, type NewTask, type TaskListRow } from './task.repository.js';
import { TaskEntity } from './task.entity.js';
import { StaleTaskError, TaskDeleteForbiddenError, TaskEditForbiddenError, TaskNotFoundError } from './task.errors.js';
import { TaskAccess } from '../permission/task-access.service.js';
import { atLeast, effectiveLevel, type AccessLevel } from '../permission/access.js';
import { assertMove } from './task-status.js';
import { normalizeInstructions } from './instructions.js';
import { validateConfig, validateCustomSections } from './task-config.js';
import { STARTER_TASKS, instructionsOf } from './starter-tasks.js';
import { DEFAULT_TASK_PAGE } from './dto/list-tasks.query.dto.js';

export interface Caller {
  id: number;
  companyId: number;
}

/** A task with the caller's effective level on it: what the API answers. */
export interface TaskWithLevel<T = TaskEntity> {
  task: T;
  level: AccessLevel;
}

/**
 * The caller's level on a task read within their company, where every member is at least viewer:
 * effectiveLevel() answers null only for another company's task, which is never found.
 */
function levelInCompany(level: AccessLevel | null): AccessLevel {
  if (level === null) throw new TaskNotFoundError();
  return level;
}

export interface ListTasksInput {
  type?: TaskType;
  status?: TaskStatus;
  limit?: number;
  offset?: number;
}

export interface CreateTaskInput {
  name: string;
  description?: string;
  type: TaskType;
  instructions?: string;
  config?: Record<string, unknown>;
}

export interface UpdateTaskInput {
  version: number;
  name?: string;
  description?: string;
  instructions?: string;
  config?: Record<string, unknown>;
  status?: TaskStatus;
  customSections?: Array<Record<string, unknown>>;
}

/**
 * Both names of a kind of task: the management filter's ('load-calculation', 'file-processing')
 * and the builder's ('form-processing', 'excel-processing'). Filtering by either finds both.
 */
export function typesOfKind(type: TaskType): TaskType[] {
  const kind = new Set<TaskType>([type]);
  for (const [alias, builderType] of Object.entries(TASK_TYPE_FILTER_ALIASES)) {
    if (alias === type) kind.add(builderType);
    if (builderType === type) kind.add(alias as TaskType);
  }
  return [...kind];
}

@Injectable()
export class TaskService {
  private readonly logger = new Logger(TaskService.name);

  constructor(
    private readonly tasks: TaskRepository,
    private readonly outbox: Outbox,
    private readonly access: TaskAccess,
  ) {}

  /**
   * The caller's company's tasks, newest first, each with the caller's level on it, and how many
   * match in all. The levels of the whole page take one query (TaskAccess.levelsOf).
   */
  async list(caller: AuthUser, input: ListTasksInput): Promise<[TaskWithLevel<TaskListRow>[], number]> {
    const [tasks, total] = await this.tasks.list(caller.companyId, {
      types: input.type ? typesOfKind(input.type) : undefined,
      status: input.status,
      limit: input.limit ?? DEFAULT_TASK_PAGE,
      offset: input.offset ?? 0,
    });
    const levels = await this.access.levelsOf(this.access.subjectOfCaller(caller), tasks);
    return [tasks.map((task) => ({ task, level: levelInCompany(levels.get(task.id) ?? null) })), total];
  }

  async get(caller: AuthUser, id: number): Promise<TaskWithLevel> {
    const task = await this.tasks.findById(caller.companyId, id);
    if (!task) throw new TaskNotFoundError();
    return { task, level: levelInCompany(await this.access.levelOf(this.access.subjectOfCaller(caller), task)) };
  }

  /** Creates a task owned by the caller; `tasks.task.created.v1` is written in the same transaction. */
  async create(caller: AuthUser, input: CreateTaskInput): Promise<TaskWithLevel> {
    const instructions = input.instructions === undefined ? null : normalizeInstructions(input.instructions);
    if (input.config) validateConfig(input.config);
    const task = await this.outbox.transaction(async (manager) => {
      const [task] = await this.insertWithEvents(manager, caller.companyId, [
        {
          name: input.name,
          description: input.description ?? '',
          type: input.type,
          status: 'inactive',
          instructions,
          config: input.config ?? {},
          ownerId: caller.id,
        },
      ]);
      return task!;
    });
    // A new task has no grants yet: the caller's level comes from their role and creatorship alone.
    return { task, level: levelInCompany(effectiveLevel(this.access.subjectOfCaller(caller), task, null)) };
  }

  /**
   * Saves an edit made on `input.version` of the task: needs task admin or above; a stale
   * version answers 409 (nothing is overwritten); a status move must be one the machine allows.
   * The row is locked for the check and the write, so two saves of one version cannot both win.
   */
  async update(caller: AuthUser, id: number, input: UpdateTaskInput): Promise<TaskWithLevel> {
    const instructions = input.instructions === undefined ? undefined : normalizeInstructions(input.instructions);
    if (input.config) validateConfig(input.config);
    if (input.customSections) validateCustomSections(input.customSections);
    return this.outbox.transaction(async (manager) => {
      const task = await this.lockTask(manager, caller, id);
      const level = await this.access.levelOf(this.access.subjectOfCaller(caller), task, manager);
      if (level === null || !atLeast(level, 'admin')) throw new TaskEditForbiddenError();
      if (task.version !== input.version) throw new StaleTaskError();

      const changed: string[] = [];
      const set = <K extends 'name' | 'description' | 'instructions' | 'config' | 'status' | 'customSections'>(key: K, value: TaskEntity[K] | undefined) => {
        if (value === undefined || JSON.stringify(value) === JSON.stringify(task[key])) return;
        task[key] = value;
        changed.push(key);
      };
      if (input.status !== undefined) assertMove(task.status, input.status);
      set('name', input.name);
      set('description', input.description);
      set('instructions', instructions);
      set('config', input.config);
      set('status', input.status);
      set('customSections', input.customSections);
      if (changed.length === 0) return { task, level };

      const saved = await manager.save(task);
      await this.outbox.add(manager, TASK_UPDATED_V1, {
        taskId: saved.id,
        companyId: saved.companyId,
        name: saved.name,
        type: saved.type,
        status: saved.status,
        ownerId: saved.ownerId,
        version: saved.version,
        changed,
        updatedBy: caller.id,
        updatedAt: saved.updatedAt.toISOString(),
      });
      return { task: saved, level };
    });
  }

  /** Soft-deletes a task (task owner or above); its executions stay readable for the record. */
  async remove(caller: AuthUser, id: number): Promise<void> {
    await this.outbox.transaction(async (manager) => {
      const task = await this.lockTask(manager, caller, id);
      const level = await this.access.levelOf(this.access.subjectOfCaller(caller), task, manager);
      if (!atLeast(level, 'owner')) throw new TaskDeleteForbiddenError();
      await manager.softDelete(TaskEntity, { id: task.id });
      await this.outbox.add(manager, TASK_DELETED_V1, {
        taskId: task.id,
        companyId: task.companyId,
        deletedBy: caller.id,
        at: new Date().toISOString(),
      });
    });
  }

  private async lockTask(manager: EntityManager, caller: Caller, id: number): Promise<TaskEntity> {
    const task = await manager.getRepository(TaskEntity).findOne({
      where: { id, companyId: caller.companyId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!task) throw new TaskNotFoundError();
    return task;
  }

  /**
   * Gives a new company its starter tasks, once: the company's seed row is the business key, so a
   * re-published event (another message id) creates nothing the second time.
   */
  async seedStarterTasks(event: CompanyCreatedV1, manager: EntityManager): Promise<TaskEntity[]> {
    if (!(await this.tasks.claimCompanySeed(manager, event.companyId))) {
      this.logger.log(`company ${event.companyId} already has its starter tasks`);
      return [];
    }
    const created = await this.insertWithEvents(
      manager,
      event.companyId,
      STARTER_TASKS.map((starter) => ({
        name: starter.name,
        description: starter.description,
        type: starter.type,
        status: starter.status,
        instructions: instructionsOf(starter.steps),
        config: {},
        ownerId: event.ownerUserId,
      })),
    );
    this.logger.log(`company ${event.companyId} received ${created.length} starter tasks`);
    return created;
  }

  private async insertWithEvents(manager: EntityManager, companyId: number, tasks: NewTask[]): Promise<TaskEntity[]> {
    const created = await this.tasks.insert(manager, companyId, tasks);
    for (const task of created) {
      await this.outbox.add(manager, TASK_CREATED_V1, {
        taskId: task.id,
        companyId: task.companyId,
        name: task.name,
        type: task.type,
        status: task.status,
        ownerId: task.ownerId,
        createdAt: task.createdAt.toISOString(),
      });
    }
    return created;
  }
}
