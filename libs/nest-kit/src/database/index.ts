export * from './database.js';
export * from './company-scoped.js';
export * from './migrate.js';
