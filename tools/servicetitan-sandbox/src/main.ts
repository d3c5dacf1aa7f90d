#!/usr/bin/env node
/**
 * The sandbox process: reads SANDBOX_* from the environment, listens, prints ONE JSON line
 * `{"sandbox":"listening","url":...,"tenants":[...]}` to stdout (what test harnesses wait for) and
 * stops on SIGTERM/SIGINT. Anything else goes to stderr, never a credential.
 */
import { startSandbox } from './index.js';
import { settingsFromEnv } from './server/settings.js';

async function main(): Promise<void> {
  let settings;
  try {
    settings = settingsFromEnv(process.env);
  } catch (error: unknown) {
    process.stderr.write(`servicetitan-sandbox: ${(error as Error).message}\n`);
    process.exit(2);
  }
  const sandbox = await startSandbox({ ...settings, log: (line) => process.stderr.write(`${line}\n`) });
  process.stdout.write(`${JSON.stringify({ sandbox: 'listening', url: sandbox.url, tenants: settings.tenants.map((t) => ({ id: t.id, name: t.name })) })}\n`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`servicetitan-sandbox: ${signal}, stopping\n`);
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`servicetitan-sandbox: could not start: ${(error as Error).message}\n`);
  process.exit(1);
});
