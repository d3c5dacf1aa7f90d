export { setup as default } from './jest.nats.mjs';
