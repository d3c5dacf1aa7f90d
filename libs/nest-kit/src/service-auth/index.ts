export * from './service-token.js';
export * from './service-auth.js';
