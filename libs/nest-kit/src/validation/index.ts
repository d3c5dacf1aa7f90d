export * from './input-limits.js';
