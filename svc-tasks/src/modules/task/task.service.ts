import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Outbox, type AuthUser } from '@milestone/nest-kit';
import {
  TASK_CREATED_V1,
  TASK_DELETED_V1,
  TASK_UPDATED_V1,
  TASK_TYPE_FILTER_ALIASES,
  type CompanyCreatedV1,
  type FileUploadedV1,
  type TaskStatus,
  type TaskType,
} from '@milestone/contracts';
import { TaskRepository, type NewTask } from './task.repository.js';
import type { TaskEntity } from './task.entity.js';
import { StaleTaskError, TaskDeleteForbiddenError, TaskEditForbiddenError, TaskNotFoundError } from './task.errors.js';
import { toTaskCreatedEvent, toTaskDto, toTaskSummaryDto, toTaskUpdatedEvent } from './task.mapper.js';
import { TaskAccess } from '../access/task-access.service.js';
import { atLeast, effectiveLevel, type AccessLevel } from '../access/access.js';
import { assertMove } from './task-status.js';
import { normalizeInstructions } from './instructions.js';
import { validateConfig, validateCustomSections } from './task-config.js';
import { STARTER_TASKS, instructionsOf } from './starter-tasks.js';
import { DEFAULT_TASK_PAGE } from './dto/list-tasks.query.dto.js';
import type { TaskDto } from './dto/task.dto.js';
import type { TaskSummaryDto } from './dto/task-summary.dto.js';
import { ScriptService, isScript } from '../script/script.service.js';
import { ScriptEditForbiddenError } from '../script/script.errors.js';
import { StepService } from '../steps/step.service.js';
import type { StepSource, StepVersionEntity } from '../steps/step-version.entity.js';

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
  /** Its first script: syntax-checked; version 1, source 'ai' when config.aiGenerated, else 'manual'. */
  pythonScript?: string;
  /** The caller compiled pythonScript already (create-with-ai's script check): not parsed again. */
  pythonScriptCompiled?: boolean;
}

/** A change of a task's steps that is not a form's save: an AI request or a restore. */
export interface StepsChange {
  source: Extract<StepSource, 'ai' | 'restore'>;
  request?: string;
  message?: string;
}

export interface UpdateTaskInput {
  version: number;
  name?: string;
  description?: string;
  instructions?: string;
  config?: Record<string, unknown>;
  status?: TaskStatus;
  customSections?: Array<Record<string, unknown>>;
  /** The task's Python script ('' clears it): syntax-checked, kept as a new script version. */
  pythonScript?: string;
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
    private readonly scripts: ScriptService,
    private readonly steps: StepService,
  ) {}

  /**
   * The caller's company's tasks, newest first, each with the caller's level on it, and how many
   * match in all. The levels of the whole page take one query (TaskAccess.levelsOf).
   */
  async list(caller: AuthUser, input: ListTasksInput): Promise<[TaskSummaryDto[], number]> {
    const [tasks, total] = await this.tasks.list(caller.companyId, {
      types: input.type ? typesOfKind(input.type) : undefined,
      status: input.status,
      limit: input.limit ?? DEFAULT_TASK_PAGE,
      offset: input.offset ?? 0,
    });
    const levels = await this.access.levelsOf(this.access.subjectOfCaller(caller), tasks);
    return [tasks.map((task) => toTaskSummaryDto(task, levelInCompany(levels.get(task.id) ?? null))), total];
  }

  async get(caller: AuthUser, id: number): Promise<TaskDto> {
    const task = await this.tasks.findById(caller.companyId, id);
    if (!task) throw new TaskNotFoundError();
    return toTaskDto(task, levelInCompany(await this.access.levelOf(this.access.subjectOfCaller(caller), task)));
  }

  /**
   * Creates a task owned by the caller; `tasks.task.created.v1`, its first step version (source
   * 'create') and its first script version are written in the same transaction.
   */
  async create(caller: AuthUser, input: CreateTaskInput): Promise<TaskDto> {
    const instructions = input.instructions === undefined ? null : normalizeInstructions(input.instructions);
    if (input.config) validateConfig(input.config);
    const script = input.pythonScript && isScript(input.pythonScript) ? input.pythonScript : null;
    if (script !== null && !input.pythonScriptCompiled) await this.scripts.assertValidSyntax(script);
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
          pythonScript: script,
          hasScript: script !== null,
        },
      ]);
      if (instructions !== null) await this.steps.record(manager, task!, instructions, 'create', caller.id);
      // The row holds the script already: its version 1, recorded as on a task that had none.
      if (script !== null)
        await this.scripts.recordScript(manager, { ...task!, pythonScript: null }, script, input.config?.['aiGenerated'] === true ? 'ai' : 'manual', caller.id);
      return task!;
    });
    // A new task has no grants yet: the caller's level comes from their role and creatorship alone.
    return toTaskDto(task, levelInCompany(effectiveLevel(this.access.subjectOfCaller(caller), task, null)));
  }

  /**
   * Saves an edit made on `input.version` of the task: needs task admin or above; a stale
   * version answers 409 (nothing is overwritten); a status move must be one the machine allows.
   * The row is locked for the check and the write, so two saves of one version cannot both win.
   */
  async update(caller: AuthUser, id: number, input: UpdateTaskInput): Promise<TaskDto> {
    const instructions = input.instructions === undefined ? undefined : normalizeInstructions(input.instructions);
    if (input.config) validateConfig(input.config);
    if (input.customSections) validateCustomSections(input.customSections);
    // The script: who may change it first, then Python's parser, outside the transaction (a process).
    const script = input.pythonScript;
    if (script !== undefined && script !== ((await this.scripts.assertMayEdit(caller, id)).pythonScript ?? '')) await this.scripts.assertValidSyntax(script);
    return this.outbox.transaction(async (manager) => {
      const task = await this.lockTask(manager, caller, id);
      const level = await this.access.levelOf(this.access.subjectOfCaller(caller), task, manager);
      if (level === null || !atLeast(level, 'admin')) throw script === undefined ? new TaskEditForbiddenError() : new ScriptEditForbiddenError();
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
      if (instructions !== undefined && instructions !== task.instructions) await this.steps.record(manager, task, instructions, 'manual', caller.id);
      set('instructions', instructions);
      set('config', input.config);
      set('status', input.status);
      set('customSections', input.customSections);
      if (script !== undefined && (await this.scripts.recordScript(manager, task, script, 'manual', caller.id))) changed.push('pythonScript');
      if (changed.length === 0) return toTaskDto(task, level);

      const saved = await this.tasks.save(manager, caller.companyId, task);
      await this.outbox.add(manager, TASK_UPDATED_V1, toTaskUpdatedEvent(saved, changed, caller.id));
      return toTaskDto(saved, level);
    });
  }

  /**
   * The caller may change this task's steps (task admin or above): checked before an AI call, so a
   * viewer learns nothing from it; the save checks again under the lock.
   */
  async assertMayEditSteps(caller: AuthUser, id: number): Promise<TaskEntity> {
    const task = await this.tasks.findById(caller.companyId, id);
    if (!task) throw new TaskNotFoundError();
    if (!atLeast(await this.access.levelOf(this.access.subjectOfCaller(caller), task), 'admin')) throw new TaskEditForbiddenError();
    return task;
  }

  /**
   * Replaces the task's steps with `instructions` (an AI request's or a restored version's), as a
   * new step version: task admin or above, no version check (it applies to the steps as they are
   * now). Steps equal to the current ones are a version only for an AI request (its request and
   * answer are the log 'View Recent Changes' shows); the task itself is then unchanged.
   */
  async replaceSteps(caller: AuthUser, id: number, instructions: string, change: StepsChange): Promise<{ task: TaskDto; version: StepVersionEntity | null }> {
    const steps = normalizeInstructions(instructions);
    return this.outbox.transaction(async (manager) => {
      const task = await this.lockTask(manager, caller, id);
      const level = await this.access.levelOf(this.access.subjectOfCaller(caller), task, manager);
      if (level === null || !atLeast(level, 'admin')) throw new TaskEditForbiddenError();
      if (steps === task.instructions && change.source !== 'ai') return { task: toTaskDto(task, level), version: null };
      const version = await this.steps.record(manager, task, steps, change.source, caller.id, change.request ?? null, change.message ?? null);
      if (steps === task.instructions) return { task: toTaskDto(task, level), version };
      task.instructions = steps;
      const saved = await this.tasks.save(manager, caller.companyId, task);
      await this.outbox.add(manager, TASK_UPDATED_V1, toTaskUpdatedEvent(saved, ['instructions'], caller.id));
      return { task: toTaskDto(saved, level), version };
    });
  }

  /** Soft-deletes a task (task owner or above); its executions stay readable for the record. */
  async remove(caller: AuthUser, id: number): Promise<void> {
    await this.outbox.transaction(async (manager) => {
      const task = await this.lockTask(manager, caller, id);
      const level = await this.access.levelOf(this.access.subjectOfCaller(caller), task, manager);
      if (!atLeast(level, 'owner')) throw new TaskDeleteForbiddenError();
      await this.tasks.softDelete(manager, caller.companyId, task.id);
      await this.outbox.add(manager, TASK_DELETED_V1, {
        taskId: task.id,
        companyId: task.companyId,
        deletedBy: caller.id,
        at: new Date().toISOString(),
      });
    });
  }

  /**
   * Schedules (ScheduleService): a task with an enabled schedule is 'scheduled', whatever it was
   * (a draft too); when none is left enabled it gets back the status it had before (an inactive
   * task is inactive again; 'active' for one scheduled before that was kept). In the caller's
   * transaction, the task locked. tasks.task.updated.v1 by `userId`.
   */
  async setScheduled(manager: EntityManager, companyId: number, taskId: number, scheduled: boolean, userId: number | null): Promise<void> {
    const task = await this.tasks.lockForUpdate(manager, companyId, taskId);
    if (!task) return;
    if (scheduled === (task.status === 'scheduled')) return;
    if (scheduled) {
      task.statusBeforeSchedule = task.status;
      task.status = 'scheduled';
    } else {
      task.status = task.statusBeforeSchedule ?? 'active';
      task.statusBeforeSchedule = null;
    }
    const saved = await this.tasks.save(manager, companyId, task);
    await this.outbox.add(manager, TASK_UPDATED_V1, toTaskUpdatedEvent(saved, ['status'], userId));
  }

  private async lockTask(manager: EntityManager, caller: AuthUser, id: number): Promise<TaskEntity> {
    const task = await this.tasks.lockForUpdate(manager, caller.companyId, id);
    if (!task) throw new TaskNotFoundError();
    return task;
  }

  /**
   * Passes the tasks `fromUserId` owned in the company to `toUserId` (a deleted account's, to the
   * company's owner), in the caller's transaction; each live one announces its new owner and
   * version. How many tasks passed, deleted ones included.
   */
  async reassignOwner(manager: EntityManager, companyId: number, fromUserId: number, toUserId: number | null): Promise<number> {
    const passed = await this.tasks.reassignOwner(manager, companyId, fromUserId, toUserId);
    for (const task of passed) {
      if (task.deletedAt) continue;
      await this.outbox.add(manager, TASK_UPDATED_V1, toTaskUpdatedEvent(task, ['ownerId'], null));
    }
    return passed.length;
  }

  /**
   * A task's input files changed in svc-files (an upload, a clear): its count becomes the event's,
   * unless a newer event for the task has been applied (events are ordered by their `at`).
   */
  /**
   * A files event: the task's current inputs now. An upload replaced the others, so they are the
   * uploaded file alone; a clear leaves none. Newest event first wins.
   */
  async inputFilesChanged(
    event: Pick<FileUploadedV1, 'companyId' | 'taskId' | 'inputFileCount' | 'at'> & { fileId?: number },
    manager: EntityManager,
  ): Promise<void> {
    const fileIds = event.fileId !== undefined && event.inputFileCount > 0 ? [event.fileId] : [];
    const applied = await this.tasks.setInputFiles(manager, event.companyId, event.taskId, fileIds, event.inputFileCount, new Date(event.at));
    if (!applied) this.logger.log(`task ${event.taskId}: input file count ${event.inputFileCount} of ${event.at} not applied (unknown task or older event)`);
  }

  /**
   * Gives a new company its starter tasks, once: the company's seed row is the business key, so a
   * re-published event (another message id) creates nothing the second time.
   */
  async seedStarterTasks(event: CompanyCreatedV1, manager: EntityManager): Promise<void> {
    if (!(await this.tasks.claimCompanySeed(manager, event.companyId))) {
      this.logger.log(`company ${event.companyId} already has its starter tasks`);
      return;
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
        config: structuredClone(starter.config ?? {}),
        ownerId: event.ownerUserId,
      })),
    );
    this.logger.log(`company ${event.companyId} received ${created.length} starter tasks`);
  }

  private async insertWithEvents(manager: EntityManager, companyId: number, tasks: NewTask[]): Promise<TaskEntity[]> {
    const created = await this.tasks.insert(manager, companyId, tasks);
    for (const task of created) {
      await this.outbox.add(manager, TASK_CREATED_V1, toTaskCreatedEvent(task));
    }
    return created;
  }
}
