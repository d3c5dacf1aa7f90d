export * from './form-definition.js';
export * from './exact.js';
export * from './form-expression.js';
export * from './read-form-definition.js';
export * from './form-values.js';
export * from './purchase-order.js';
export * from './design-form.js';
