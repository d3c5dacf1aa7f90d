import { randomInt } from 'node:crypto';
import type { CompanyCreatedV1, FileDeletedV1, FileUploadedV1, TaskType } from '@milestone/contracts';

/**
 * A company id no other test run uses: the NATS server is shared, and other suites publish
 * company events with small ids that this service's consumer may see.
 */
export function aCompanyId(): number {
  return randomInt(100_000, 2_000_000_000);
}

export function aUserId(): number {
  return randomInt(100_000, 2_000_000_000);
}

let seq = 0;

export interface CreateTaskBody {
  name?: unknown;
  description?: unknown;
  type?: unknown;
  instructions?: unknown;
  config?: unknown;
  [extra: string]: unknown;
}

export function aTaskBody(overrides: CreateTaskBody = {}): CreateTaskBody {
  seq += 1;
  return {
    name: `Invoice export ${seq}`,
    description: 'Reads the weekly invoice sheet and totals it per branch',
    type: 'excel-processing' satisfies TaskType,
    ...overrides,
  };
}

export function aCompanyCreatedEvent(overrides: Partial<CompanyCreatedV1> = {}): CompanyCreatedV1 {
  const companyId = overrides.companyId ?? aCompanyId();
  return {
    companyId,
    name: `Company ${companyId}`,
    domain: `c${companyId}.example.com`,
    ownerUserId: aUserId(),
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

/** files.file.uploaded.v1 of one upload to a task: `inputFileCount` and `at` are what svc-tasks applies. */
export function aFileUploadedEvent(of: { companyId: number; taskId: number; inputFileCount: number; at: Date }): FileUploadedV1 {
  return {
    fileId: randomInt(1, 2_000_000_000),
    taskId: of.taskId,
    companyId: of.companyId,
    originalName: 'invoices.xlsx',
    size: 5120,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    sha256: 'a'.repeat(64),
    uploadedBy: aUserId(),
    replacedFileIds: [],
    inputFileCount: of.inputFileCount,
    at: of.at.toISOString(),
  };
}

/** files.file.deleted.v1 of a clear of a task's inputs. */
export function aFileDeletedEvent(of: { companyId: number; taskId: number; inputFileCount: number; at: Date }): FileDeletedV1 {
  return {
    fileIds: [randomInt(1, 2_000_000_000)],
    taskId: of.taskId,
    companyId: of.companyId,
    deletedBy: aUserId(),
    inputFileCount: of.inputFileCount,
    at: of.at.toISOString(),
  };
}
