import { DataSource, type DataSourceOptions } from 'typeorm';

const MIGRATION_LOCK = 'milestone:migrations';

/**
 * Connects and runs the pending migrations while holding a PostgreSQL advisory lock, so that
 * several processes starting at once on a fresh database migrate it once, one after the other
 * (TypeORM's own `migrationsRun` takes no lock, and the losers of the race would fail to start).
 */
export async function createMigratedDataSource(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = await new DataSource({ ...options, migrationsRun: false } as DataSourceOptions).initialize();
  try {
    const lock = dataSource.createQueryRunner();
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]).catch(() => undefined);
      await lock.release();
    }
  } catch (error) {
    await dataSource.destroy().catch(() => undefined);
    throw error;
  }
  return dataSource;
}
