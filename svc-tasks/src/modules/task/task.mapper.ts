import type { TaskEntity } from './task.entity.js';
import type { TaskDto } from './dto/task.dto.js';
import type { AccessLevel } from '../permission/access.js';

/** The task as the API answers it, with the caller's effective level on it. */
export function toTaskDto(task: TaskEntity, permissionLevel: AccessLevel): TaskDto {
  return {
    id: task.id,
    name: task.name,
    description: task.description,
    instructions: task.instructions,
    type: task.type,
    status: task.status,
    aiScript: task.aiScript,
    pythonScript: task.pythonScript,
    config: task.config,
    customSections: task.customSections,
    ownerId: task.ownerId,
    companyId: task.companyId,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
    version: task.version,
    permissionLevel,
  };
}
