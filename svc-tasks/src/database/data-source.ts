import type { DataSourceOptions } from 'typeorm';
import { MESSAGING_ENTITIES, MessagingTables1763800000000, typeOrmOptions } from '@milestone/nest-kit';
import type { TasksEnv } from '../config/env.schema.js';
import { CompanySeedEntity } from '../modules/task/company-seed.entity.js';
import { TaskEntity } from '../modules/task/task.entity.js';
import { InitTasks1763810000000 } from './migrations/1763810000000-init-tasks.js';

export const ENTITIES = [...MESSAGING_ENTITIES, TaskEntity, CompanySeedEntity];
/** In order; nest-kit's messaging tables first. */
export const MIGRATIONS = [MessagingTables1763800000000, InitTasks1763810000000];

export function dataSourceOptions(env: Pick<TasksEnv, 'DATABASE_URL' | 'DB_NAME' | 'LOG_LEVEL'>): DataSourceOptions {
  const options = typeOrmOptions({ serverUrl: env.DATABASE_URL, dbName: env.DB_NAME, entities: ENTITIES, migrations: MIGRATIONS });
  return env.LOG_LEVEL === 'silent' ? { ...options, logging: false } : options;
}
