// The request checks the gateway makes at the edge and every service makes again (defence in
// depth), in one place. A subpath of its own: the gateway imports it without NestJS.
export * from './loopback.js';
export * from './request-guards.js';
