import type { TaskEntity } from './task.entity.js';
import type { TaskListRow } from './task.repository.js';
import type { TaskDto } from './dto/task.dto.js';
import type { TaskSummaryDto } from './dto/task-summary.dto.js';
import type { AccessLevel } from '../permission/access.js';

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
    permissionLevel,
  };
}
