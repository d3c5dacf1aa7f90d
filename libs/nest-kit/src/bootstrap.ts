import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import fastifyCompress from '@fastify/compress';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ConfigError } from './config/load-env.js';
import { crossSiteRefusal, mediaTypeRefusal } from './edge/request-guards.js';
import { AllExceptionsFilter, createValidationPipe } from './http/errors.js';
import { JsonLogger } from './logging/json-logger.js';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export interface ServiceAppOptions {
  name: string;
  logLevel?: string;
  /** Body limit in bytes (default 1 MiB). */
  bodyLimit?: number;
  /**
   * The media types of the bodies the service takes (default application/json only): a service
   * with a multipart upload adds multipart/form-data.
   */
  acceptedMediaTypes?: readonly string[];
  /** The longest path parameter, as sent (percent-encoded): longer answers 414 (fastify's default 100). */
  maxParamLength?: number;
}

/**
 * A Nest application on fastify with what every service shares: JSON logs carrying the request
 * id (x-request-id kept from the gateway or made here, echoed back), validation, the error filter
 * and shutdown hooks.
 */
export async function createServiceApp(module: unknown, options: ServiceAppOptions): Promise<NestFastifyApplication> {
  const level = options.logLevel ?? 'info';
  const adapter = new FastifyAdapter({
    logger: level === 'silent' ? false : { level, base: { service: options.name } },
    requestIdHeader: 'x-request-id',
    genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    ...(options.maxParamLength ? { maxParamLength: options.maxParamLength } : {}),
    trustProxy: '127.0.0.1',
  });
  // Nest's fastify adapter hands a route's @RouteConfig() to fastify as its `config` only, so a
  // route that takes larger bodies than the service (one JSON body carrying e-mail attachments)
  // says so with @RouteConfig({ bodyLimit }), applied here as that route's own limit.
  adapter.getInstance().addHook('onRoute', (route) => {
    const limit = (route.config as { bodyLimit?: unknown } | undefined)?.bodyLimit;
    if (typeof limit === 'number') route.bodyLimit = limit;
  });
  adapter.getInstance().addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // The gateway's edge checks, made again here (defence in depth: a service reached directly, or a
  // gateway route that forgot one): no state-changing request from another site's pages, and only
  // the bodies the service takes (Nest's fastify adapter parses form-encoded bodies, which a foreign
  // page can post without asking). Behind the gateway the Host compared is the caller's, from
  // X-Forwarded-Host (trustProxy); APP_URL, which the launcher gives every service, is ours too.
  const trustedOrigins = process.env['APP_URL'] ? [process.env['APP_URL']] : [];
  const acceptedMediaTypes = options.acceptedMediaTypes ?? ['application/json'];
  adapter.getInstance().addHook('onRequest', (request, reply, done) => {
    const refusal =
      crossSiteRefusal(request.method, request.headers, { host: request.host, protocol: request.protocol }, trustedOrigins) ??
      mediaTypeRefusal(request.method, request.headers, acceptedMediaTypes);
    if (refusal) return void reply.code(refusal.statusCode).send(refusal);
    done();
  });
  // Answers of 1 KB and more go compressed (brotli at quality 4, or gzip) to callers that accept it;
  // the gateway passes them through as they are. A page of 500 tasks is 148 KB of JSON, about a
  // tenth of that compressed: what a technician's phone waits for. Already compressed types
  // (xlsx, zip, images) are left alone.
  await adapter.getInstance().register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  const app = await NestFactory.create<NestFastifyApplication>(module as never, adapter, {
    logger: level === 'silent' ? false : new JsonLogger(options.name, level),
  });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();
  return app;
}

/** Starts a service: settings errors stop it with one clear line and exit code 1. */
export async function runService(start: () => Promise<unknown>): Promise<void> {
  try {
    await start();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
    } else {
      process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    }
    process.exit(1);
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** Builds the OpenAPI document without a server or database (preview mode) and writes it, keys sorted. */
export async function writeOpenApiDocument(module: unknown, file: string, info: { title: string; version?: string }): Promise<OpenAPIObject> {
  const app = await NestFactory.create<NestFastifyApplication>(module as never, new FastifyAdapter(), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  const config = new DocumentBuilder()
    .setTitle(info.title)
    .setVersion(info.version ?? '1')
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
  });
  await writeFile(file, `${JSON.stringify(sortKeys(document), null, 2)}\n`);
  await app.close();
  return document;
}
