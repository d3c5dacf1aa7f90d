import { randomInt } from 'node:crypto';
import type { CompanyCreatedV1, TaskType } from '@milestone/contracts';

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
