export * from './json-logger.js';
