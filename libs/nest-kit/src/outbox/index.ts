export * from './outbox.entity.js';
export * from './messaging-tables.migration.js';
export * from './outbox.service.js';
