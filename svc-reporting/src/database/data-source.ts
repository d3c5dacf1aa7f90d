import type { DataSourceOptions } from 'typeorm';
import { MESSAGING_ENTITIES, MessagingTables1763800000000, typeOrmOptions } from '@milestone/nest-kit';
import type { ReportingEnv } from '../config/env.schema.js';
import { CalculationEntity } from '../modules/calculation/calculation.entity.js';
import { InitReporting1763810000000 } from './migrations/1763810000000-init-reporting.js';

export const ENTITIES = [...MESSAGING_ENTITIES, CalculationEntity];
/** In order; nest-kit's messaging tables first. */
export const MIGRATIONS = [MessagingTables1763800000000, InitReporting1763810000000];

export function dataSourceOptions(env: Pick<ReportingEnv, 'DATABASE_URL' | 'DB_NAME' | 'LOG_LEVEL'>): DataSourceOptions {
  const options = typeOrmOptions({ serverUrl: env.DATABASE_URL, dbName: env.DB_NAME, entities: ENTITIES, migrations: MIGRATIONS });
  return env.LOG_LEVEL === 'silent' ? { ...options, logging: false } : options;
}
