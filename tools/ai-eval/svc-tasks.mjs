// The svc-tasks pieces the evaluation (run.mjs) and the AI benchmark use, from its build (svc-tasks/dist), and the sandbox's (libs/sandbox/dist).
import { existsSync, readFileSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = join(ROOT, 'svc-tasks', 'dist');

/** A workspace package's entry file (its package.json's exports '.' default, else main), from libs/, tools/ or the root; null when there is none. */
export function workspaceEntry(name) {
  for (const dir of [join(ROOT, 'libs', name), join(ROOT, 'tools', name), join(ROOT, name)]) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
    if (pkg.name !== `@milestone/${name}`) continue;
    const dot = typeof pkg.exports === 'string' ? pkg.exports : pkg.exports?.['.'];
    const file = typeof dot === 'string' ? dot : (dot?.default ?? dot?.import ?? pkg.main);
    return file ? join(dir, file) : null;
  }
  return null;
}

let hooked = false;
/**
 * A workspace package new since the last npm install (the offline builder's libs/ai-offline, say)
 * has no link in node_modules/@milestone yet: svc-tasks/dist's import of it is resolved to the
 * package's own folder, as npm's link would (only when node's own resolution finds nothing).
 */
function resolveNewWorkspacePackages() {
  if (hooked || typeof nodeModule.registerHooks !== 'function') return;
  hooked = true;
  nodeModule.registerHooks({
    resolve(specifier, context, nextResolve) {
      try {
        return nextResolve(specifier, context);
      } catch (error) {
        const name = /^@milestone\/([^/]+)$/.exec(specifier)?.[1];
        const entry = name && error?.code === 'ERR_MODULE_NOT_FOUND' ? workspaceEntry(name) : null;
        if (!entry || !existsSync(entry)) throw error;
        return { url: pathToFileURL(entry).href, shortCircuit: true };
      }
    },
  });
}

/** The svc-tasks pieces the evaluation uses, from its build. */
export async function loadSvcTasks() {
  resolveNewWorkspacePackages();
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
