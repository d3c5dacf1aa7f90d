import { COMPANY_CREATED_V1, type CompanyCreatedV1 } from './identity-company-created.v1.js';
import { COMPANY_UPDATED_V1, type CompanyUpdatedV1 } from './identity-company-updated.v1.js';
import { USER_REGISTERED_V1, type UserRegisteredV1 } from './identity-user-registered.v1.js';
import { USER_ROLE_CHANGED_V1, type UserRoleChangedV1 } from './identity-user-role-changed.v1.js';
import { USER_DELETED_V1, type UserDeletedV1 } from './identity-user-deleted.v1.js';
import { USER_PROFILE_CHANGED_V1, type UserProfileChangedV1 } from './identity-user-profile-changed.v1.js';
import { TASK_CREATED_V1, type TaskCreatedV1 } from './tasks-task-created.v1.js';
import { TASK_UPDATED_V1, type TaskUpdatedV1 } from './tasks-task-updated.v1.js';
import { TASK_DELETED_V1, type TaskDeletedV1 } from './tasks-task-deleted.v1.js';
import { EXECUTION_FINISHED_V1, type ExecutionFinishedV1 } from './tasks-execution-finished.v1.js';
import {
  EXECUTION_REQUESTED_SCRIPT_V1,
  EXECUTION_REQUESTED_WORKSHEET_V1,
  EXECUTION_REQUESTED_REPORT_V1,
  EXECUTION_REQUESTED_FORM_V1,
  EXECUTION_REQUESTED_V1_PREFIX,
  type ExecutionRequestedV1,
} from './tasks-execution-requested.v1.js';
import { EXECUTIONS_EXPIRED_V1, type ExecutionsExpiredV1 } from './tasks-execution-expired.v1.js';
import { FILE_UPLOADED_V1, type FileUploadedV1 } from './files-file-uploaded.v1.js';
import { FILE_DELETED_V1, type FileDeletedV1 } from './files-file-deleted.v1.js';
import { SERVICETITAN_SYNC_PROGRESS_V1, type ServiceTitanSyncProgressV1 } from './reporting-servicetitan-sync-progress.v1.js';
import { SERVICETITAN_SYNC_FINISHED_V1, type ServiceTitanSyncFinishedV1 } from './reporting-servicetitan-sync-finished.v1.js';

export * from './identity-company-created.v1.js';
export * from './identity-company-updated.v1.js';
export * from './identity-user-registered.v1.js';
export * from './identity-user-role-changed.v1.js';
export * from './identity-user-deleted.v1.js';
export * from './identity-user-profile-changed.v1.js';
export * from './tasks-task-created.v1.js';
export * from './tasks-task-updated.v1.js';
export * from './tasks-task-deleted.v1.js';
export * from './tasks-execution-finished.v1.js';
export * from './tasks-execution-requested.v1.js';
export * from './tasks-execution-expired.v1.js';
export * from './files-file-uploaded.v1.js';
export * from './files-file-deleted.v1.js';
export * from './reporting-servicetitan-sync-progress.v1.js';
export * from './reporting-servicetitan-sync-finished.v1.js';
export * from './scalars.js';

/** Subject -> payload: the one map the typed publish/subscribe adapter in nest-kit reads. */
export interface EventMap {
  [COMPANY_CREATED_V1]: CompanyCreatedV1;
  [COMPANY_UPDATED_V1]: CompanyUpdatedV1;
  [USER_REGISTERED_V1]: UserRegisteredV1;
  [USER_ROLE_CHANGED_V1]: UserRoleChangedV1;
  [USER_DELETED_V1]: UserDeletedV1;
  [USER_PROFILE_CHANGED_V1]: UserProfileChangedV1;
  [TASK_CREATED_V1]: TaskCreatedV1;
  [TASK_UPDATED_V1]: TaskUpdatedV1;
  [TASK_DELETED_V1]: TaskDeletedV1;
  [EXECUTION_FINISHED_V1]: ExecutionFinishedV1;
  [EXECUTION_REQUESTED_SCRIPT_V1]: ExecutionRequestedV1;
  [EXECUTION_REQUESTED_WORKSHEET_V1]: ExecutionRequestedV1;
  [EXECUTION_REQUESTED_REPORT_V1]: ExecutionRequestedV1;
  [EXECUTION_REQUESTED_FORM_V1]: ExecutionRequestedV1;
  [EXECUTIONS_EXPIRED_V1]: ExecutionsExpiredV1;
  [FILE_UPLOADED_V1]: FileUploadedV1;
  [FILE_DELETED_V1]: FileDeletedV1;
  [SERVICETITAN_SYNC_PROGRESS_V1]: ServiceTitanSyncProgressV1;
  [SERVICETITAN_SYNC_FINISHED_V1]: ServiceTitanSyncFinishedV1;
}
export type EventSubject = keyof EventMap;

/**
 * JetStream streams: one per domain (limits retention: every consumer sees every event), plus
 * EXECUTIONS, the work queue of runs (work-queue retention: a message leaves once a worker acks it).
 * Subjects of two streams may not overlap: TASKS holds `tasks.task.>` and the four-token
 * `tasks.execution.<event>.v1`; EXECUTIONS holds the five-token `tasks.execution.requested.v1.<kind>`.
 * A stream holds only its domain's event subjects, never a request-reply subject of ../requests
 * (JetStream would answer the request with its acknowledgement): REPORTING holds
 * `reporting.servicetitan.>`, so `reporting.pay-report.compute.v1` stays core NATS.
 */
export const STREAMS = {
  IDENTITY: { name: 'IDENTITY', subjects: ['identity.>'], retention: 'limits', maxAgeDays: 7 },
  TASKS: { name: 'TASKS', subjects: ['tasks.task.>', 'tasks.execution.*.v1', 'tasks.schedule.>'], retention: 'limits', maxAgeDays: 7 },
  EXECUTIONS: { name: 'EXECUTIONS', subjects: ['tasks.execution.requested.v1.>'], retention: 'workqueue', maxAgeDays: 7 },
  FILES: { name: 'FILES', subjects: ['files.>'], retention: 'limits', maxAgeDays: 7 },
  REPORTING: { name: 'REPORTING', subjects: ['reporting.servicetitan.>'], retention: 'limits', maxAgeDays: 7 },
  /**
   * Messages a consumer refused because their payload is not its subject's schema (not JSON, a
   * required field missing, a wrong type), each under `deadletter.<service>.<subject>`
   * (deadLetterSubject) with its original body and headers, kept for a month for whoever mends the
   * publisher; bounded in size, the oldest going first.
   */
  DEADLETTER: { name: 'DEADLETTER', subjects: ['deadletter.>'], retention: 'limits', maxAgeDays: 30, maxBytes: 256 * 1024 * 1024 },
} as const satisfies Record<string, StreamDeclaration>;
export type StreamName = keyof typeof STREAMS;

export interface StreamDeclaration {
  name: string;
  subjects: readonly string[];
  retention: 'limits' | 'workqueue';
  /** Messages older than this are dropped (consumers are expected to catch up within it). */
  maxAgeDays: number;
  /** A size the stream never grows past (the oldest messages are dropped); unbounded when absent. */
  maxBytes?: number;
}

/** Where a consumer of `service` puts a message of `subject` it refused (stream DEADLETTER). */
export function deadLetterSubject(service: string, subject: string): string {
  return `deadletter.${service.replace(/[.*> ]/g, '_')}.${subject}`;
}

/** The stream that holds `subject` (a subject outside every stream throws). */
export function streamOf(subject: string): StreamName {
  if (subject.startsWith(`${EXECUTION_REQUESTED_V1_PREFIX}.`)) return 'EXECUTIONS';
  const prefix = subject.split('.')[0]!.toUpperCase();
  if (!(prefix in STREAMS) || prefix === 'EXECUTIONS') throw new Error(`no stream holds ${subject}`);
  return prefix as StreamName;
}
