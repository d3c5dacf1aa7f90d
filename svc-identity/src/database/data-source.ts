import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadEnv, typeOrmOptions } from '@milestone/nest-kit';
import { IdentityEnv } from '../config/env.schema.js';
import { IDENTITY_ENTITIES, IDENTITY_MIGRATIONS } from './schema.js';

// For the TypeORM CLI (migration:generate / migration:run against dist/database/data-source.js).
const env = loadEnv(IdentityEnv);

export default new DataSource(
  typeOrmOptions({ serverUrl: env.DATABASE_URL, dbName: env.DB_NAME, entities: IDENTITY_ENTITIES, migrations: IDENTITY_MIGRATIONS }),
);
