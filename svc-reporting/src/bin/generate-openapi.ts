import 'reflect-metadata';
import { resolve } from 'node:path';
import { loadEnv, writeOpenApiDocument } from '@milestone/nest-kit';
import { AppModule } from '../app.module.js';
import { ReportingEnv } from '../config/env.schema.js';

// dist/bin/generate-openapi.js -> the project folder is two levels up.
const file = resolve(import.meta.dirname, '..', '..', 'openapi.json');
// Defaults only: the document must not depend on the machine's settings.
await writeOpenApiDocument(AppModule.forRoot(loadEnv(ReportingEnv, {})), file, { title: 'svc-reporting', version: '1' });
process.stdout.write(`wrote ${file}\n`);
