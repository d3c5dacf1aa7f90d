import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export const SYNC_OUTCOMES = ['running', 'succeeded', 'failed'] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];

/**
 * One sync of one company: kept in the database (not in memory) so every instance answers
 * "is a sync running, how far is it" the same way, and a run left 'running' by a stopped
 * instance is seen and closed as interrupted by the next one.
 */
@Entity({ name: 'st_sync_runs' })
@Index('st_sync_runs_company_started_idx', ['companyId', 'startedAt'])
export class StSyncRunEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'st_sync_runs_pkey' })
  id!: string;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  /** schedule | start | manual | connect */
  @Column({ type: 'varchar', length: 16 })
  trigger!: string;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt!: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;

  @Column({ type: 'varchar', length: 16, default: 'running' })
  outcome!: SyncOutcome;

  /** Entities done out of all of them, 0-100. */
  @Column({ type: 'int', default: 0 })
  percent!: number;

  @Column({ name: 'current_entity', type: 'varchar', length: 40, nullable: true })
  currentEntity!: string | null;

  /** The first error of the run (no secret in it). */
  @Column({ type: 'text', nullable: true })
  error!: string | null;

  /** Records fetched per entity key. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  fetched!: Record<string, number>;
}
