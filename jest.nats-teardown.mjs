export { teardown as default } from './jest.nats.mjs';
