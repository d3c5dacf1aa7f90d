export * from './token.js';
export * from './verified-token-cache.js';
