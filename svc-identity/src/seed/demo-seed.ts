import { NestFactory } from '@nestjs/core';
import { NatsClient, Outbox } from '@milestone/nest-kit';
import type { IdentityEnv } from '../config/env.schema.js';
import { AppModule } from '../app.module.js';
import { AccountService, type DemoOwner } from '../modules/account/account.service.js';

/** How long the seed waits for NATS to publish its events; the running service relays them otherwise. */
const PUBLISH_WAIT_MS = 10_000;

export const DEMO_SEED_USAGE = 'seed-demo: DEMO_EMAIL (an e-mail address) and DEMO_PASSWORD are required';

export type { DemoOwner };

/** The demo owner named by DEMO_EMAIL, DEMO_PASSWORD, DEMO_FIRST_NAME and DEMO_LAST_NAME, or null when one required is missing. */
export function demoOwnerFrom(vars: Record<string, string | undefined>): DemoOwner | null {
  const email = vars['DEMO_EMAIL']?.trim().toLowerCase();
  const password = vars['DEMO_PASSWORD'];
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !password) return null;
  return { email, password, firstName: vars['DEMO_FIRST_NAME']?.trim() || null, lastName: vars['DEMO_LAST_NAME']?.trim() || null };
}

/**
 * Creates the demo company and its verified owner through the service's own code when the e-mail
 * has no account yet, and publishes the events of a creation (the running service relays them
 * otherwise). The database must exist.
 */
export async function seedDemoOwner(env: IdentityEnv, owner: DemoOwner): Promise<{ created: boolean; email: string }> {
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot({ ...env, LOG_LEVEL: 'warn' } as IdentityEnv, { serviceName: 'svc-identity-seed' }),
    {
      // stdout carries the bin's one JSON line only; Nest writes errors to stderr.
      logger: ['error'],
    },
  );
  try {
    const result = await app.get(AccountService).provisionOwner(owner);
    if (result.created) await publishPending(app.get(NatsClient), app.get(Outbox));
    return { created: result.created, email: owner.email };
  } finally {
    await app.close();
  }
}

async function publishPending(nats: NatsClient, outbox: Outbox): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PUBLISH_WAIT_MS);
  });
  const connected = await Promise.race([nats.ready().then(() => true), gaveUp]);
  clearTimeout(timer);
  if (connected) await outbox.flush();
}
