import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

/**
 * Lets application/octet-stream bodies through unread: the output upload streams `request.raw`
 * into the store itself (counted against OUTPUT_MAX_BYTES), so nothing buffers a whole file.
 */
@Injectable()
export class RawBodyParser implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify || fastify.hasContentTypeParser('application/octet-stream')) return;
    fastify.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null, undefined));
  }
}
