import { COMPANY_CREATED_V1, type CompanyCreatedV1 } from './identity-company-created.v1.js';
import { TASK_CREATED_V1, type TaskCreatedV1 } from './tasks-task-created.v1.js';

export * from './identity-company-created.v1.js';
export * from './tasks-task-created.v1.js';

/** Subject -> payload: the one map the typed publish/subscribe adapter in nest-kit reads. */
export interface EventMap {
  [COMPANY_CREATED_V1]: CompanyCreatedV1;
  [TASK_CREATED_V1]: TaskCreatedV1;
}
export type EventSubject = keyof EventMap;

/** JetStream streams, one per domain. */
export const STREAMS = {
  IDENTITY: { name: 'IDENTITY', subjects: ['identity.>'] },
  TASKS: { name: 'TASKS', subjects: ['tasks.>'] },
  FILES: { name: 'FILES', subjects: ['files.>'] },
  REPORTING: { name: 'REPORTING', subjects: ['reporting.>'] },
} as const;
export type StreamName = keyof typeof STREAMS;
