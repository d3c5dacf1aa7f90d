import { isDeepStrictEqual } from 'node:util';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Outbox, type AuthUser } from '@milestone/nest-kit';
import { TASK_UPDATED_V1 } from '@milestone/contracts';
import { formItems, readFormDefinition, type FormDefinition } from '@milestone/contracts/forms';
import { TaskService } from '../task/task.service.js';
import { TaskRepository } from '../task/task.repository.js';
import { TaskEditForbiddenError, TaskNotFoundError } from '../task/task.errors.js';
import { toTaskDto, toTaskUpdatedEvent } from '../task/task.mapper.js';
import type { TaskDto } from '../task/dto/task.dto.js';
import type { TaskEntity } from '../task/task.entity.js';
import { TaskAccess } from '../access/task-access.service.js';
import { atLeast } from '../access/access.js';
import { formOfConfig } from '../execution/form/form-run-parameters.js';
import type { FormVersionSource } from './form-version.entity.js';
import { FormVersionRepository, type FormVersionRow } from './form-version.repository.js';
import type { FormVersionDto, FormVersionSummaryDto } from './dto/form-version.dto.js';

export class FormVersionNotFoundError extends NotFoundException {
  constructor() {
    super('Form version not found');
  }
}

/** A task whose type has no form of its own to edit (a load calculation, a report...). */
export class NotAFormTaskError extends BadRequestException {
  constructor() {
    super('Only a form task has a form to edit');
  }
}

/** A definition readFormDefinition refuses: its message, as the form editor shows it. */
export class FormDefinitionInvalidError extends BadRequestException {}

export function toFormVersionSummaryDto(row: FormVersionRow): FormVersionSummaryDto {
  const definition = row.definition as unknown as FormDefinition;
  return {
    version: row.version,
    source: row.source,
    createdBy: row.createdBy,
    createdByName: row.createdByName,
    createdAt: new Date(row.createdAt).toISOString(),
    title: definition.title,
    fieldCount: formItems(definition).length,
  };
}

export function toFormVersionDto(row: FormVersionRow): FormVersionDto {
  return { ...toFormVersionSummaryDto(row), definition: row.definition };
}

/** The definition as read, or the first thing wrong with it (400). */
export function checkedDefinition(body: unknown): FormDefinition {
  const read = readFormDefinition(body);
  if (!read.ok) throw new FormDefinitionInvalidError(read.message);
  return read.definition;
}

/**
 * A form task's form (its config.form) and every saved definition of it, numbered per task from 1
 * as step versions are: a save or a restore is a new version and the task's config.form, in one
 * transaction with tasks.task.updated.v1. A form the task had before its first edit (the starter
 * Purchase Order Template, the AI builder's) is kept as version 1, by nobody known.
 */
@Injectable()
export class FormVersionsService {
  constructor(
    private readonly tasks: TaskService,
    private readonly taskRows: TaskRepository,
    private readonly access: TaskAccess,
    private readonly versions: FormVersionRepository,
    private readonly outbox: Outbox,
  ) {}

  /** The task's form versions, newest first (anyone who sees the task). */
  async list(caller: AuthUser, taskId: number): Promise<FormVersionSummaryDto[]> {
    await this.tasks.get(caller, taskId);
    return (await this.versions.list(caller.companyId, taskId)).map(toFormVersionSummaryDto);
  }

  async get(caller: AuthUser, taskId: number, version: number): Promise<FormVersionDto> {
    await this.tasks.get(caller, taskId);
    const row = await this.versions.findOne(caller.companyId, taskId, version);
    if (!row) throw new FormVersionNotFoundError();
    return toFormVersionDto(row);
  }

  /** Saves `body` as the task's form (task admin or above); refused with readFormDefinition's message. */
  async save(caller: AuthUser, taskId: number, body: unknown): Promise<TaskDto> {
    await this.tasks.assertMayEditSteps(caller, taskId);
    return this.replace(caller, taskId, checkedDefinition(body), 'manual');
  }

  /** Makes an older definition the current one: a new version (source 'restore'), task admin or above. */
  async restore(caller: AuthUser, taskId: number, version: number): Promise<TaskDto> {
    await this.tasks.assertMayEditSteps(caller, taskId);
    const row = await this.versions.findOne(caller.companyId, taskId, version);
    if (!row) throw new FormVersionNotFoundError();
    return this.replace(caller, taskId, checkedDefinition(row.definition), 'restore');
  }

  private replace(caller: AuthUser, taskId: number, definition: FormDefinition, source: FormVersionSource): Promise<TaskDto> {
    return this.outbox.transaction(async (manager) => {
      const task = await this.taskRows.lockForUpdate(manager, caller.companyId, taskId);
      if (!task) throw new TaskNotFoundError();
      const level = await this.access.levelOf(this.access.subjectOfCaller(caller), task, manager);
      if (level === null || !atLeast(level, 'admin')) throw new TaskEditForbiddenError();
      if (task.type !== 'form-processing') throw new NotAFormTaskError();
      const current = formOfConfig(task.config);
      // jsonb keeps its own key order: the same form is the same whatever order its keys come in.
      if (isDeepStrictEqual(current, definition)) return toTaskDto(task, level);
      await this.record(manager, task, current, definition, source, caller.id);
      task.config = { ...task.config, form: definition };
      const saved = await this.taskRows.save(manager, caller.companyId, task);
      await this.outbox.add(manager, TASK_UPDATED_V1, toTaskUpdatedEvent(saved, ['config'], caller.id));
      return toTaskDto(saved, level);
    });
  }

  private async record(
    manager: EntityManager,
    task: TaskEntity,
    current: unknown,
    definition: FormDefinition,
    source: FormVersionSource,
    userId: number,
  ): Promise<void> {
    const base = { companyId: task.companyId, taskId: task.id };
    let latest = await this.versions.latestVersion(manager, task.companyId, task.id);
    if (latest === 0 && current !== null && readFormDefinition(current).ok) {
      latest = 1;
      await this.versions.insert(manager, { ...base, version: latest, definition: current as Record<string, unknown>, source: 'manual', createdBy: null });
    }
    await this.versions.insert(manager, {
      ...base,
      version: latest + 1,
      definition: definition as unknown as Record<string, unknown>,
      source,
      createdBy: userId,
    });
  }
}
