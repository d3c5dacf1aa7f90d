import fastifyMultipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServiceApp } from '@milestone/nest-kit';
import type { FilesEnv } from './config/env.schema.js';

/**
 * The bodies svc-files takes: JSON, the multipart form of POST /api/upload, and the raw bytes of
 * an execution's output (PUT /internal/executions/{id}/outputs/{name}, read unparsed: RawBodyParser).
 */
export const FILES_MEDIA_TYPES = ['application/json', 'multipart/form-data', 'application/octet-stream'] as const;

/**
 * The longest path parameter svc-files takes, percent-encoded: an output's name is one (the worker
 * sends at most 200 bytes of UTF-8, up to 600 characters encoded); fastify's default of 100
 * answered 414 to an output name of about 100 bytes.
 */
export const FILES_MAX_PARAM_LENGTH = 1024;

/**
 * svc-files' HTTP application, the same in main.ts and in the tests: the shared service app,
 * taking multipart bodies, with @fastify/multipart for the upload. Its limits: one file (later
 * ones are dropped unread), a few small fields, and the file cut at UPLOAD_MAX_BYTES + 1 bytes
 * (the upload answers 413 when it sees that byte or `truncated`); the parts stream, nothing is
 * buffered whole.
 */
export async function createFilesApp(module: unknown, env: FilesEnv, options: { name: string; logLevel?: string }): Promise<NestFastifyApplication> {
  const app = await createServiceApp(module, { ...options, acceptedMediaTypes: FILES_MEDIA_TYPES, maxParamLength: FILES_MAX_PARAM_LENGTH });
  await app.register(fastifyMultipart as never, {
    limits: { files: 1, fileSize: env.UPLOAD_MAX_BYTES + 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 },
    throwFileSizeLimit: false,
  });
  return app;
}
