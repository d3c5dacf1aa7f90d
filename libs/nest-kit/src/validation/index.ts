export * from './input-limits.js';
export * from './json-size.js';
