import { applyChanges } from './data/apply-changes.js';
import { generateTenant } from './data/generate-tenant.js';
import type { ApplyChanges, GenerateTenant } from './server/tenant-store.js';
import { listenSandbox, type RunningSandbox } from './server/server.js';
import type { SandboxSettings } from './server/settings.js';

export * from './tenants.js';
export type * from './data/tenant-data.js';
export type { RunningSandbox } from './server/server.js';
export type { SandboxSettings } from './server/settings.js';
export { mondayOfWeek, settingsFromEnv } from './server/settings.js';

export interface StartSandboxOptions extends Partial<SandboxSettings> {
  /** Replaces the generator (tests with hand-made data). */
  generate?: GenerateTenant;
  applyChanges?: ApplyChanges;
  log?: (line: string) => void;
}

/**
 * Starts the ServiceTitan sandbox in this process: `{ url, port, close() }`. Unset settings take
 * the defaults of the environment-less sandbox (127.0.0.1:3901, the default tenants, this week's Monday).
 */
export function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const { generate = generateTenant, applyChanges: apply = applyChanges, log, ...settings } = options;
  return listenSandbox(settings, { generate, applyChanges: apply, log });
}
