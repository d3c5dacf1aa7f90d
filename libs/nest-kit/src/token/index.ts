export * from './token.js';
