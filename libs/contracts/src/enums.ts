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
