import { Global, Module, type DynamicModule } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NatsClient, MESSAGING_OPTIONS, type MessagingOptions } from './nats-client.js';
import { EventConsumer } from './event-consumer.js';
import { RevokedSessions } from './revoked-sessions.js';
import { RequestReply } from './request-reply.js';
import { Outbox } from '../outbox/outbox.service.js';

/** NATS connection, stream declarations, outbox relay, durable consumers, request-reply, revoked sessions. */
@Global()
@Module({})
export class MessagingModule {
  static forRoot(options: MessagingOptions): DynamicModule {
    return {
      module: MessagingModule,
      providers: [
        { provide: MESSAGING_OPTIONS, useValue: options },
        { provide: NatsClient, useFactory: () => new NatsClient(options) },
        {
          provide: EventConsumer,
          useFactory: (nats: NatsClient, ds: DataSource) => new EventConsumer(options, nats, ds),
          inject: [NatsClient, DataSource],
        },
        RequestReply,
        RevokedSessions,
        Outbox,
      ],
      exports: [NatsClient, EventConsumer, RequestReply, RevokedSessions, Outbox, MESSAGING_OPTIONS],
    };
  }
}
