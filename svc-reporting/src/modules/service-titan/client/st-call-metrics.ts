import { Injectable } from '@nestjs/common';

export interface StCallCount {
  /** 'token' or 'module path', e.g. 'crm export/customers' */
  endpoint: string;
  /** 'ok', or a ServiceTitanError kind, or 'retried' for an attempt that was retried */
  outcome: string;
  count: number;
  /** Sum of the calls' durations, ms. */
  totalMs: number;
}

/** Every call to ServiceTitan counted by endpoint and outcome, for this process's lifetime. */
@Injectable()
export class StCallMetrics {
  private readonly counts = new Map<string, StCallCount>();

  record(endpoint: string, outcome: string, ms: number): void {
    const key = `${endpoint}\u0000${outcome}`;
    const entry = this.counts.get(key) ?? { endpoint, outcome, count: 0, totalMs: 0 };
    entry.count += 1;
    entry.totalMs += ms;
    this.counts.set(key, entry);
  }

  snapshot(): StCallCount[] {
    return [...this.counts.values()].map((c) => ({ ...c })).sort((a, b) => a.endpoint.localeCompare(b.endpoint) || a.outcome.localeCompare(b.outcome));
  }
}
