import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How scripts run on a worker: in the sandbox, unsandboxed on purpose (RUNNER_SANDBOX=off), or refused (no namespaces). */
export const SANDBOX_MODES = ['on', 'off', 'unavailable'] as const;
export type SandboxMode = (typeof SANDBOX_MODES)[number];

/**
 * A live worker process, as it reports itself every few seconds: the health and integration
 * pages read which sandbox mode is on and how busy the workers are. A row whose heartbeat is old
 * belongs to a stopped worker (it is removed after a while).
 */
@Entity({ name: 'execution_workers' })
export class ExecutionWorkerEntity {
  /** `<hostname>:<pid>:<random>`. */
  @PrimaryColumn({ type: 'varchar', length: 120, primaryKeyConstraintName: 'execution_workers_pkey' })
  id!: string;

  @Column({ type: 'varchar', length: 255 })
  hostname!: string;

  @Column({ type: 'int' })
  pid!: number;

  @Column({ name: 'sandbox_mode', type: 'varchar', length: 20 })
  sandboxMode!: SandboxMode;

  /** Runs it takes at once. */
  @Column({ type: 'int' })
  slots!: number;

  /** Runs it is running now. */
  @Column({ type: 'int', default: 0 })
  busy!: number;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt!: Date;

  @Column({ name: 'heartbeat_at', type: 'timestamptz' })
  heartbeatAt!: Date;
}
