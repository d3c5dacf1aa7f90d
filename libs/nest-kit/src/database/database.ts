import pg from 'pg';
import type { DataSourceOptions, MixedList } from 'typeorm';

/** The URL of database `dbName` on the server that `serverUrl` points at. */
export function databaseUrl(serverUrl: string, dbName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

/** Creates the database when it does not exist yet (several processes may race: that is fine). */
export async function ensureDatabase(serverUrl: string, dbName: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]);
    if (found.rowCount === 0) {
      try {
        await client.query(`CREATE DATABASE "${dbName}"`);
      } catch (error) {
        // 42P04 duplicate_database, 23505 unique_violation: another process created it first.
        const code = (error as { code?: string }).code;
        if (code !== '42P04' && code !== '23505') throw error;
      }
    }
  } finally {
    await client.end();
  }
}

/** Drops a database (tests). */
export async function dropDatabase(serverUrl: string, dbName: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own type for class lists
type ClassList = MixedList<Function | string>;

export interface TypeOrmOptionsInput {
  serverUrl: string;
  dbName: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own type
  entities: MixedList<Function | string | import('typeorm').EntitySchema>;
  migrations: ClassList;
  poolSize?: number;
}

/**
 * TypeORM options of a service: entities and migrations as class references (ESM has no globs),
 * schema synchronisation never. Migrations are run at start by createMigratedDataSource (under
 * a lock), not by TypeORM's migrationsRun.
 */
export function typeOrmOptions(opts: TypeOrmOptionsInput): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl(opts.serverUrl, opts.dbName),
    entities: opts.entities,
    migrations: opts.migrations,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    extra: { max: opts.poolSize ?? 10 },
    logging: ['error', 'warn', 'migration'],
  };
}
