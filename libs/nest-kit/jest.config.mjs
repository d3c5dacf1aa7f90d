import { tsPreset } from '../../jest.preset.mjs';

// withNats: a NATS JetStream server of the run's own (NATS_URL), for the revocation watcher's tests.
// Tests that take NATS away and bring it back start a second server of their own (test/support/nats.ts).
export default tsPreset(import.meta.dirname, { withNats: true });
