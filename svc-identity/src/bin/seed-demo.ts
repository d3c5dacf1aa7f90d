import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ensureDatabase, loadEnv, NatsClient, Outbox, runService } from '@milestone/nest-kit';
import { IdentityEnv } from '../config/env.schema.js';
import { AppModule } from '../app.module.js';
import { AccountService } from '../modules/account/account.service.js';

/** How long the seed waits for NATS to publish its events; the running service relays them otherwise. */
const PUBLISH_WAIT_MS = 10_000;

/**
 * `node dist/bin/seed-demo.js`: the demo company and its verified owner (DEMO_EMAIL,
 * DEMO_PASSWORD, DEMO_FIRST_NAME, DEMO_LAST_NAME), created through the service's own code when the
 * e-mail has no account yet. Prints one JSON line: {"created": boolean, "email": "..."}.
 */
await runService(async () => {
  const env = loadEnv(IdentityEnv);
  const email = process.env['DEMO_EMAIL']?.trim().toLowerCase();
  const password = process.env['DEMO_PASSWORD'];
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !password) {
    process.stderr.write('seed-demo: DEMO_EMAIL (an e-mail address) and DEMO_PASSWORD are required\n');
    process.exit(1);
  }
  await ensureDatabase(env.DATABASE_URL, env.DB_NAME);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ ...env, LOG_LEVEL: 'warn' } as IdentityEnv, { serviceName: 'svc-identity-seed' }), {
    // stdout carries the one JSON line only; Nest writes errors to stderr.
    logger: ['error'],
  });
  try {
    const result = await app.get(AccountService).provisionOwner({
      email,
      password,
      firstName: process.env['DEMO_FIRST_NAME']?.trim() || null,
      lastName: process.env['DEMO_LAST_NAME']?.trim() || null,
    });
    if (result.created) await publishPending(app.get(NatsClient), app.get(Outbox));
    process.stdout.write(`${JSON.stringify({ created: result.created, email })}\n`);
  } finally {
    await app.close();
  }
});

async function publishPending(nats: NatsClient, outbox: Outbox): Promise<void> {
  const connected = await Promise.race([nats.ready().then(() => true), new Promise<false>((r) => setTimeout(() => r(false), PUBLISH_WAIT_MS).unref())]);
  if (connected) await outbox.flush();
}
