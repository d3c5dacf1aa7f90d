// The svc-tasks pieces the evaluation (run.mjs) and the AI benchmark use, from its build (svc-tasks/dist), and the sandbox's (libs/sandbox/dist).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'svc-tasks', 'dist');

/** The svc-tasks pieces the evaluation uses, from its build. */
export async function loadSvcTasks() {
  if (!existsSync(join(DIST, 'modules', 'ai', 'create-ai-provider.js'))) {
    throw new Error('svc-tasks is not built: run `npx nx run @milestone/svc-tasks:build` first');
  }
  const load = (path) => import(pathToFileURL(join(DIST, path)).href);
  const [{ createAiProvider }, { createSandboxRunner, sandboxRunnerSettingsFromEnv, DEFAULT_SANDBOX_LIMITS }] = await Promise.all([
    load('modules/ai/create-ai-provider.js'),
    import('@milestone/sandbox'),
  ]);
  return { createAiProvider, createSandboxRunner, sandboxRunnerSettingsFromEnv, DEFAULT_SANDBOX_LIMITS };
}

/** The AI_* settings as svc-tasks reads them (env.schema.ts defaults). */
export function aiSettings(env = process.env) {
  return {
    AI_BASE_URL: env.AI_BASE_URL || undefined,
    AI_API_KEY: env.AI_API_KEY || undefined,
    AI_MODEL: env.AI_MODEL || 'gpt-4o-mini',
    AI_TIMEOUT_MS: Number(env.AI_TIMEOUT_MS || 60000),
    AI_MAX_RETRIES: Number(env.AI_MAX_RETRIES || 2),
  };
}
