/** Company roles (spec 000 section 3/6). */
export const USER_ROLES = ['user', 'admin', 'owner'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Task types: the AI builder's vocabulary and the management filter's (ARCHITECTURE.md section 8). */
export const TASK_TYPES = ['form-processing', 'excel-processing', 'api-reporting', 'load-calculation', 'file-processing'] as const;
export type TaskType = (typeof TASK_TYPES)[number];
/** The management filter's names for the builder's types. */
export const TASK_TYPE_FILTER_ALIASES: Readonly<Record<string, TaskType>> = {
  'load-calculation': 'form-processing',
  'file-processing': 'excel-processing',
};

export const TASK_STATUSES = ['inactive', 'active', 'draft', 'scheduled', 'running', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_PERMISSION_LEVELS = ['viewer', 'admin', 'owner'] as const;
export type TaskPermissionLevel = (typeof TASK_PERMISSION_LEVELS)[number];

/** A user's effective level on a task (the granted levels plus the super-owner's), lowest first. */
export const TASK_ACCESS_LEVELS = ['viewer', 'admin', 'owner', 'super_owner'] as const;
export type TaskAccessLevel = (typeof TASK_ACCESS_LEVELS)[number];

/** How a level ranks against another: 0 for none, then 1 (viewer) to 4 (super_owner). The one ranking the service and the screens share. */
export function taskAccessRank(level: TaskAccessLevel | null | undefined): number {
  return level ? TASK_ACCESS_LEVELS.indexOf(level) + 1 : 0;
}

/** svc-tasks' answer to a save that names a replaced version (409), shown by the screens as it is. */
export const STALE_TASK_MESSAGE = 'This task was changed by someone else. Reload to see the latest version.';
