import type { StEntityKey, StRecordOf } from '@milestone/servicetitan-contract';
import type { ChangeRequest, ChangeResult, TenantData } from '../data/tenant-data.js';
import type { TenantSpec } from '../tenants.js';

export type GenerateTenant = (spec: TenantSpec, anchor: Date) => TenantData | Promise<TenantData>;
export type ApplyChanges = (data: TenantData, request: ChangeRequest, seed: number) => ChangeResult;

/** The fields every record of the 18 entities has (id, created/modified times, active). */
export interface BaseRecord {
  id?: number | null;
  createdOn?: string | null;
  modifiedOn?: string | null;
  active?: boolean;
}

export function recordsOf<K extends StEntityKey>(data: TenantData, key: K): (StRecordOf[K] & BaseRecord)[] {
  return data.records[key] as (StRecordOf[K] & BaseRecord)[];
}

export function time(value: string | null | undefined): number {
  return value ? Date.parse(value) : Number.NEGATIVE_INFINITY;
}

/**
 * Per tenant: the generated data (made on first use, one generation shared by concurrent first
 * requests) and a version bumped on every change, which the list indexes are keyed by.
 */
export class TenantStore {
  private readonly loading = new Map<number, Promise<TenantData>>();
  private readonly loaded = new Map<number, TenantData>();
  private readonly versions = new Map<number, number>();

  constructor(
    readonly specs: readonly TenantSpec[],
    private readonly anchor: Date,
    private readonly generate: GenerateTenant,
    private readonly apply: ApplyChanges,
  ) {}

  spec(id: number): TenantSpec | undefined {
    return this.specs.find((s) => s.id === id);
  }

  data(id: number): Promise<TenantData> {
    let pending = this.loading.get(id);
    if (!pending) {
      const spec = this.spec(id);
      if (!spec) return Promise.reject(new Error(`Tenant ${id} is not served by this sandbox`));
      // setImmediate: callers of the same tick all get this one promise before the (synchronous) generation runs.
      pending = new Promise<TenantData>((resolve, reject) => {
        setImmediate(() => {
          Promise.resolve()
            .then(() => this.generate(spec, this.anchor))
            .then((data) => {
              this.loaded.set(id, data);
              resolve(data);
            }, reject);
        });
      });
      pending.catch(() => this.loading.delete(id));
      this.loading.set(id, pending);
    }
    return pending;
  }

  /** Tenants generated so far (the change ticks touch only these: the others are generated fresh later). */
  generated(): TenantData[] {
    return [...this.loaded.values()];
  }

  version(id: number): number {
    return this.versions.get(id) ?? 0;
  }

  async change(id: number, request: ChangeRequest): Promise<ChangeResult> {
    const data = await this.data(id);
    // Seeded by the tenant's own change count: the same sequence of changes gives the same data.
    const next = this.version(id) + 1;
    const result = this.apply(data, request, data.spec.seed * 1000 + next);
    this.versions.set(id, next);
    return result;
  }
}
