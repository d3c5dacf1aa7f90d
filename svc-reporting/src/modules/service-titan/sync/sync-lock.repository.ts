import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The first key of the advisory locks of ServiceTitan syncs ('ST'); the second is the company's id. */
export const SYNC_LOCK_KEY = 0x5354;

export interface SyncLock {
  release(): Promise<void>;
}

/**
 * One sync per company across every instance: a PostgreSQL session advisory lock, held on a
 * connection of its own for the sync's duration. When the instance dies its connection closes and
 * the lock goes with it, so a crash never leaves a company locked.
 */
@Injectable()
export class SyncLockRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The company's sync lock, or null when another sync holds it. */
  async tryLock(companyId: number): Promise<SyncLock | null> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [row] = (await runner.query(`SELECT pg_try_advisory_lock($1, $2) AS locked`, [SYNC_LOCK_KEY, companyId])) as Array<{ locked: boolean }>;
      if (!row?.locked) {
        await runner.release();
        return null;
      }
    } catch (error) {
      await runner.release();
      throw error;
    }
    let released = false;
    return {
      async release() {
        if (released) return;
        released = true;
        try {
          await runner.query(`SELECT pg_advisory_unlock($1, $2)`, [SYNC_LOCK_KEY, companyId]);
        } finally {
          await runner.release();
        }
      },
    };
  }
}
