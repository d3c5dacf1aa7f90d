export * from './nats-client.js';
export * from './event-consumer.js';
export * from './event-validator.js';
export * from './dead-letter.js';
export * from './request-reply.js';
export * from './revoked-sessions.js';
export * from './messaging.module.js';
