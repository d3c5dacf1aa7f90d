import { resolve } from 'node:path';
import { buildGateway } from './app.js';
import { ConfigError, loadGatewayConfig, type GatewayConfig } from './config/env.schema.js';

// dist/main.js -> the repository root is two folders up.
const repoRoot = resolve(import.meta.dirname, '..', '..');

async function main(): Promise<void> {
  let config: GatewayConfig;
  try {
    config = loadGatewayConfig(process.env, { webRoot: resolve(repoRoot, '.milestone', 'web') });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`gateway: invalid setting: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildGateway(config);
  const shutdown = (signal: string): void => {
    app.log.info({ signal }, 'stopping');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    process.stderr.write(`gateway: cannot listen on ${config.host}:${config.port}: ${(error as Error).message}\n`);
    process.exit(1);
  }
}

await main();
