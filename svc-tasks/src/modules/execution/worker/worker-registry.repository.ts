import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SandboxMode } from '../execution-worker.entity.js';

export interface WorkerReport {
  id: string;
  hostname: string;
  pid: number;
  sandboxMode: SandboxMode;
  slots: number;
  busy: number;
  startedAt: Date;
}

/** execution_workers as the workers write it (the API only reads it). */
@Injectable()
export class WorkerRegistryRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Writes the worker's row with a fresh heartbeat. */
  async report(worker: WorkerReport): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO execution_workers (id, hostname, pid, sandbox_mode, slots, busy, started_at, heartbeat_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now())
       ON CONFLICT (id) DO UPDATE SET sandbox_mode = EXCLUDED.sandbox_mode, slots = EXCLUDED.slots, busy = EXCLUDED.busy, heartbeat_at = now()`,
      [worker.id, worker.hostname, worker.pid, worker.sandboxMode, worker.slots, worker.busy, worker.startedAt],
    );
  }

  /** Removes the rows of workers silent for `staleMs`. */
  async removeStale(staleMs: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM execution_workers WHERE heartbeat_at < now() - make_interval(secs => $1::double precision / 1000)`, [staleMs]);
  }

  async remove(id: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM execution_workers WHERE id = $1`, [id]);
  }
}
