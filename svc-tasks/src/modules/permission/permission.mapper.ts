import type { TaskPermissionEntity } from '../access/task-permission.entity.js';
import type { AccessLevel } from '../access/access.js';
import type { PermissionLevelDto, PermissionUserDto, TaskPermissionDto } from './dto/task-permission.dto.js';

/** A grant as the API answers it, with the names of the user it is granted to. */
export function toTaskPermissionDto(permission: TaskPermissionEntity, user: PermissionUserDto): TaskPermissionDto {
  return {
    id: permission.id,
    taskId: permission.taskId,
    userId: permission.userId,
    permission: permission.permission,
    grantedBy: permission.grantedBy,
    createdAt: permission.createdAt.toISOString(),
    user,
  };
}

/** What the API tells of a user: names and e-mail as the read model has them (null until known). */
export function toPermissionUserDto(
  id: number,
  user: { firstName: string | null; lastName: string | null; email: string | null } | null | undefined,
  fallbackEmail: string | null = null,
): PermissionUserDto {
  return { id, firstName: user?.firstName ?? null, lastName: user?.lastName ?? null, email: user?.email ?? fallbackEmail };
}

export function toPermissionLevelDto(level: AccessLevel | null): PermissionLevelDto {
  return { level };
}
