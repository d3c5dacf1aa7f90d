export * from './tenants.js';
export type * from './data/tenant-data.js';
