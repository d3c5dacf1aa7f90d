import { loadEnv } from '@milestone/nest-kit';
import { TasksEnv } from '../../../config/env.schema.js';
import { workerEnvOf } from './script-check.module.js';

const BASE = { DATABASE_URL: 'postgres://u@127.0.0.1/db', NATS_URL: 'nats://127.0.0.1:4222', IDENTITY_URL: 'http://127.0.0.1:9' };

describe("the worker's settings in the API process (the dry run's)", () => {
  it('takes FILES_URL, RUNNER_SANDBOX and the limits from the same environment, as numbers', () => {
    const env = workerEnvOf(loadEnv(TasksEnv, { ...BASE, FILES_URL: 'http://files:3003', RUNNER_SANDBOX: 'off', EXECUTION_MEMORY_LIMIT_MB: '512' }));
    expect(env).toMatchObject({ FILES_URL: 'http://files:3003', RUNNER_SANDBOX: 'off', EXECUTION_MEMORY_LIMIT_MB: 512, DATABASE_URL: BASE.DATABASE_URL });
  });

  it("has the worker's defaults where they are unset", () => {
    expect(workerEnvOf(loadEnv(TasksEnv, BASE))).toMatchObject({ FILES_URL: 'http://127.0.0.1:3003', RUNNER_SANDBOX: 'on', EXECUTION_TIME_LIMIT_SECONDS: 300 });
  });
});
