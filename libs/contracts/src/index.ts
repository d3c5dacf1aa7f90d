export * from './enums.js';
export * from './events/index.js';
export * from './requests/index.js';
export * from './paging.js';
export type { paths as IdentityPaths, components as IdentityComponents } from './openapi/identity.js';
export type { paths as TasksPaths, components as TasksComponents } from './openapi/tasks.js';
export type { paths as ReportingPaths, components as ReportingComponents } from './openapi/reporting.js';
export type { paths as FilesPaths, components as FilesComponents } from './openapi/files.js';
