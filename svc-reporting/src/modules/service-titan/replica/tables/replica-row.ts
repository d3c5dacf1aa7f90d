import { Column, PrimaryColumn, type ValueTransformer } from 'typeorm';

/** ServiceTitan ids are int64: stored as bigint, read back as JS numbers (they stay below 2^53). */
export const BIGINT_NUMBER: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** Money: numeric(14,2) in PostgreSQL, read back as a number of dollars. */
export const NUMERIC_NUMBER: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/**
 * The columns every replica table has: the company that owns the row (every query is scoped by
 * it), ServiceTitan's id, whether it is active (exports also return inactive and deleted rows:
 * a deleted record stays, inactive), its created/modified times, the raw record as ServiceTitan
 * sent it, and when this replica last wrote it. Typed columns are added per table for what
 * reports filter, join and sum on.
 */
export abstract class ReplicaRow {
  @PrimaryColumn({ name: 'company_id', type: 'int' })
  companyId!: number;

  @PrimaryColumn({ type: 'bigint', transformer: BIGINT_NUMBER })
  id!: number;

  @Column({ type: 'boolean' })
  active!: boolean;

  @Column({ name: 'created_on', type: 'timestamptz', nullable: true })
  createdOn!: Date | null;

  @Column({ name: 'modified_on', type: 'timestamptz' })
  modifiedOn!: Date;

  @Column({ type: 'jsonb' })
  raw!: Record<string, unknown>;

  @Column({ name: 'synced_at', type: 'timestamptz' })
  syncedAt!: Date;
}
