import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Outbox, type AuthUser } from '@milestone/nest-kit';
import { TASK_UPDATED_V1 } from '@milestone/contracts';
import type { TaskEntity } from '../task/task.entity.js';
import { TaskRepository } from '../task/task.repository.js';
import { TaskNotFoundError } from '../task/task.errors.js';
import { toTaskDto, toTaskUpdatedEvent } from '../task/task.mapper.js';
import type { TaskDto } from '../task/dto/task.dto.js';
import { TaskAccess } from '../access/task-access.service.js';
import { atLeast, type AccessLevel } from '../access/access.js';
import type { ScriptSource, ScriptVersionEntity } from './script-version.entity.js';
import { ScriptVersionRepository, type ScriptVersionRow } from './script-version.repository.js';
import { ScriptCheckClient } from './script-check.client.js';
import { ScriptEditForbiddenError, ScriptSyntaxError, ScriptVersionNotFoundError } from './script.errors.js';

/** Whether a script holds anything to run. */
export function isScript(script: string | null): boolean {
  return script !== null && script.trim() !== '';
}

/**
 * A task's script: its syntax check, its versions (every saved script, numbered per task from 1),
 * and restoring one. Whoever writes pythonScript goes through here, so has_script and the versions
 * stay true to it.
 */
@Injectable()
export class ScriptService {
  constructor(
    private readonly tasks: TaskRepository,
    private readonly versions: ScriptVersionRepository,
    private readonly access: TaskAccess,
    private readonly outbox: Outbox,
    private readonly checks: ScriptCheckClient,
  ) {}

  /**
   * Python's own compile() over the script (never running it), in an execution worker's sandbox:
   * a syntax error answers 400 'Syntax error on line N: <message>'; no worker, 503. Call it before
   * the transaction that saves: it waits for the worker.
   */
  async assertValidSyntax(script: string): Promise<void> {
    if (!isScript(script)) return;
    const error = await this.checks.compile(script);
    if (error) throw new ScriptSyntaxError(error.line, error.message);
  }

  /**
   * The caller may edit this task's script (task admin or above): checked before the syntax
   * check, so a viewer learns nothing from it; the save checks again under the lock.
   */
  async assertMayEdit(caller: AuthUser, taskId: number): Promise<TaskEntity> {
    const task = await this.tasks.findById(caller.companyId, taskId);
    if (!task) throw new TaskNotFoundError();
    const level = await this.access.levelOf(this.access.subjectOfCaller(caller), task);
    if (level === null || !atLeast(level, 'admin')) throw new ScriptEditForbiddenError();
    return task;
  }

  /**
   * Puts `script` on the (locked, loaded) task in the caller's transaction: pythonScript and
   * hasScript set, and a new version row ('' clears the script and is a version too). Nothing when
   * it equals the current script (false). The caller saves the task and announces the change.
   * A task that had a script before versions existed keeps it as version 1.
   */
  async recordScript(
    manager: EntityManager,
    task: TaskEntity,
    script: string,
    source: ScriptSource,
    userId: number | null,
  ): Promise<ScriptVersionEntity | null> {
    const current = task.pythonScript ?? '';
    if (script === current) return null;
    let latest = await this.versions.latestVersion(manager, task.companyId, task.id);
    if (latest === 0 && current !== '') {
      latest = 1;
      await this.versions.insert(manager, { companyId: task.companyId, taskId: task.id, version: latest, script: current, source: 'manual', createdBy: null });
    }
    task.pythonScript = script === '' ? null : script;
    task.hasScript = isScript(task.pythonScript);
    return this.versions.insert(manager, { companyId: task.companyId, taskId: task.id, version: latest + 1, script, source, createdBy: userId });
  }

  /**
   * Saves a script on the task (locked by the caller's transaction, e.g. the AI issue's generate):
   * the version row, the task row (its version goes up) and one tasks.task.updated.v1 with changed
   * ['pythonScript']. The task unchanged (null) when the script is the current one. Check its
   * syntax first (assertValidSyntax) when it comes from a person.
   */
  async saveScript(manager: EntityManager, task: TaskEntity, script: string, source: ScriptSource, userId: number | null): Promise<TaskEntity | null> {
    if (!(await this.recordScript(manager, task, script, source, userId))) return null;
    const saved = await this.tasks.save(manager, task.companyId, task);
    await this.outbox.add(manager, TASK_UPDATED_V1, toTaskUpdatedEvent(saved, ['pythonScript'], userId));
    return saved;
  }

  /** The task's saved scripts, newest first, without their text (any member who sees the task). */
  async listVersions(caller: AuthUser, taskId: number): Promise<ScriptVersionRow[]> {
    await this.visibleTask(caller, taskId);
    return this.versions.list(caller.companyId, taskId);
  }

  /** One saved script with its text. */
  async getVersion(caller: AuthUser, taskId: number, version: number): Promise<ScriptVersionEntity & { createdByName: string | null; lines: number }> {
    await this.visibleTask(caller, taskId);
    const found = await this.versions.findOne(caller.companyId, taskId, version);
    if (!found) throw new ScriptVersionNotFoundError();
    return Object.assign(found, { lines: lineCount(found.script) });
  }

  /**
   * Makes an older script the current one again: a new version (source 'restore') by a task admin
   * or above. Restoring the current script changes nothing. Answers the task.
   */
  async restore(caller: AuthUser, taskId: number, version: number): Promise<TaskDto> {
    return this.outbox.transaction(async (manager) => {
      const task = await this.tasks.lockForUpdate(manager, caller.companyId, taskId);
      if (!task) throw new TaskNotFoundError();
      const level = await this.levelOn(caller, task, manager);
      if (!atLeast(level, 'admin')) throw new ScriptEditForbiddenError();
      const old = await this.versions.findOne(caller.companyId, taskId, version, manager);
      if (!old) throw new ScriptVersionNotFoundError();
      const saved = await this.saveScript(manager, task, old.script, 'restore', caller.id);
      return toTaskDto(saved ?? task, level);
    });
  }

  private async visibleTask(caller: AuthUser, taskId: number): Promise<TaskEntity> {
    const task = await this.tasks.findById(caller.companyId, taskId);
    if (!task) throw new TaskNotFoundError();
    await this.levelOn(caller, task);
    return task;
  }

  private async levelOn(caller: AuthUser, task: TaskEntity, manager?: EntityManager): Promise<AccessLevel> {
    const level = await this.access.levelOf(this.access.subjectOfCaller(caller), task, manager);
    if (level === null) throw new TaskNotFoundError();
    return level;
  }
}

/** Lines of a script as an editor counts them ('' has none). */
export function lineCount(script: string): number {
  return script === '' ? 0 : script.split('\n').length;
}
