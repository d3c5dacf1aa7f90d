import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { TaskEntity } from '../task/task.entity.js';
import type { StepSource, StepVersionEntity } from './step-version.entity.js';
import { StepVersionRepository, type StepVersionRow } from './step-version.repository.js';

/**
 * A task's step versions: every saved list of its steps (instructions), numbered per task from 1.
 * Whoever changes a task's instructions records the new list here, in the same transaction.
 */
@Injectable()
export class StepService {
  constructor(private readonly versions: StepVersionRepository) {}

  /**
   * Records `instructions` (normalized JSON text) as the task's next version, in the caller's
   * transaction, BEFORE the task row takes them: a task that had steps before versions existed
   * keeps them as version 1 (source 'manual', by nobody known). Source 'create' is the first
   * version of a new task.
   */
  async record(
    manager: EntityManager,
    task: Pick<TaskEntity, 'id' | 'companyId' | 'instructions'>,
    instructions: string,
    source: StepSource,
    userId: number | null,
    request: string | null = null,
    message: string | null = null,
  ): Promise<StepVersionEntity> {
    let latest = await this.versions.latestVersion(manager, task.companyId, task.id);
    if (latest === 0 && source !== 'create' && task.instructions !== null && task.instructions !== instructions) {
      latest = 1;
      await this.versions.insert(manager, {
        companyId: task.companyId,
        taskId: task.id,
        version: latest,
        instructions: task.instructions,
        source: 'manual',
        request: null,
        message: null,
        createdBy: null,
      });
    }
    return this.versions.insert(manager, {
      companyId: task.companyId,
      taskId: task.id,
      version: latest + 1,
      instructions,
      source,
      request,
      message,
      createdBy: userId,
    });
  }

  list(companyId: number, taskId: number): Promise<StepVersionRow[]> {
    return this.versions.list(companyId, taskId);
  }

  findOne(companyId: number, taskId: number, version: number, manager?: EntityManager): Promise<StepVersionRow | null> {
    return this.versions.findOne(companyId, taskId, version, manager);
  }
}
