import { Column, Entity, PrimaryColumn } from 'typeorm';

export const SYNC_STATES = ['never', 'running', 'ok', 'failed'] as const;
export type SyncStateValue = (typeof SYNC_STATES)[number];

/**
 * Where one company's replica of one entity stands: the export's continuation token (or, for the
 * paged lists without an export, the last modifiedOn seen), how many rows the replica holds, and
 * how the last sync of it went. A failed sync keeps the last good token and rows.
 */
@Entity({ name: 'st_sync_state' })
export class StSyncStateEntity {
  @PrimaryColumn({ name: 'company_id', type: 'int', primaryKeyConstraintName: 'st_sync_state_pkey' })
  companyId!: number;

  /** An StEntityKey of @milestone/servicetitan-contract. */
  @PrimaryColumn({ type: 'varchar', length: 40, primaryKeyConstraintName: 'st_sync_state_pkey' })
  entity!: string;

  /** The export's continueFrom to resume from; for a list, the ISO modifiedOn watermark. */
  @Column({ type: 'text', nullable: true })
  cursor!: string | null;

  @Column({ type: 'varchar', length: 16, default: 'never' })
  state!: SyncStateValue;

  /** Rows of this entity in the replica (active or not), counted after each sync. */
  @Column({ type: 'int', default: 0 })
  records!: number;

  /** Records fetched by the running (or last) sync. */
  @Column({ type: 'int', default: 0 })
  fetched!: number;

  /** The total the source announced, when it does (paged lists with includeTotal); else null. */
  @Column({ type: 'int', nullable: true })
  total!: number | null;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt!: Date | null;

  /** The end of the last sync that succeeded: how fresh the replica is. */
  @Column({ name: 'synced_at', type: 'timestamptz', nullable: true })
  syncedAt!: Date | null;

  @Column({ type: 'text', nullable: true })
  error!: string | null;
}
