import 'reflect-metadata';
import { ensureDatabase, loadEnv, runService } from '@milestone/nest-kit';
import { IdentityEnv } from '../config/env.schema.js';
import { DEMO_SEED_USAGE, demoOwnerFrom, seedDemoOwner } from '../seed/demo-seed.js';

/**
 * `node dist/bin/seed-demo.js`: the demo company and its verified owner (DEMO_EMAIL,
 * DEMO_PASSWORD, DEMO_FIRST_NAME, DEMO_LAST_NAME), created when the e-mail has no account yet.
 * Prints one JSON line: {"created": boolean, "email": "..."}.
 */
await runService(async () => {
  const env = loadEnv(IdentityEnv);
  const owner = demoOwnerFrom(process.env);
  if (!owner) {
    process.stderr.write(`${DEMO_SEED_USAGE}\n`);
    process.exit(1);
  }
  await ensureDatabase(env.DATABASE_URL, env.DB_NAME);
  const result = await seedDemoOwner(env, owner);
  process.stdout.write(`${JSON.stringify(result)}\n`);
});
