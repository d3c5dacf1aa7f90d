import type { TaskCreatedV1, TaskUpdatedV1 } from '@milestone/contracts';
import type { TaskEntity } from './task.entity.js';
import type { TaskListRow } from './task.repository.js';
import type { TaskDto } from './dto/task.dto.js';
import type { TaskSummaryDto } from './dto/task-summary.dto.js';
import type { AccessLevel } from '../access/access.js';

/** The task as the API answers it, with the caller's effective level on it. */
export function toTaskDto(task: TaskEntity, permissionLevel: AccessLevel): TaskDto {
  return {
    ...toTaskSummaryDto(task, permissionLevel),
    instructions: task.instructions,
    aiScript: task.aiScript,
    pythonScript: task.pythonScript,
    config: task.config,
    customSections: task.customSections,
  };
}

/** The task as a list answers it (TaskSummaryDto: no steps, config, sections or scripts). */
export function toTaskSummaryDto(task: TaskListRow, permissionLevel: AccessLevel): TaskSummaryDto {
  return {
    id: task.id,
    name: task.name,
    description: task.description,
    type: task.type,
    status: task.status,
    ownerId: task.ownerId,
    companyId: task.companyId,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
    version: task.version,
    inputFileCount: task.inputFileCount,
    hasScript: task.hasScript,
    permissionLevel,
  };
}

/** What every task event tells of the task. */
function taskFacts(task: TaskEntity): Pick<TaskCreatedV1, 'taskId' | 'companyId' | 'name' | 'type' | 'status' | 'ownerId'> {
  return { taskId: task.id, companyId: task.companyId, name: task.name, type: task.type, status: task.status, ownerId: task.ownerId };
}

/** tasks.task.created.v1 of a task just inserted. */
export function toTaskCreatedEvent(task: TaskEntity): TaskCreatedV1 {
  return { ...taskFacts(task), createdAt: task.createdAt.toISOString() };
}

/** tasks.task.updated.v1 of a saved task: which fields changed, and by whom (null: the platform). */
export function toTaskUpdatedEvent(task: TaskEntity, changed: string[], updatedBy: number | null): TaskUpdatedV1 {
  return { ...taskFacts(task), version: task.version, changed, updatedBy, updatedAt: task.updatedAt.toISOString() };
}
