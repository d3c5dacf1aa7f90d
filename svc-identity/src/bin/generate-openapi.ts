import 'reflect-metadata';
import { resolve } from 'node:path';
import { loadEnv, writeOpenApiDocument } from '@milestone/nest-kit';
import { IdentityEnv } from '../config/env.schema.js';
import { AppModule } from '../app.module.js';

// Preview mode: no database, NATS or key is touched; the defaults are enough to build the module.
const env = loadEnv(IdentityEnv, {});
// dist/bin/ -> the project folder.
const file = resolve(import.meta.dirname, '..', '..', 'openapi.json');
await writeOpenApiDocument(AppModule.forRoot(env), file, { title: 'svc-identity', version: '1' });
process.stdout.write(`wrote ${file}\n`);
