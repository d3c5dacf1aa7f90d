export * from './errors.js';
export * from './error.dto.js';
export * from './positive-id.pipe.js';
export * from './validation.pipe.js';
export * from './page-query.dto.js';
