export * from './load-env.js';
export * from './base-env.js';
