export {
  SANDBOX_UNAVAILABLE_MESSAGE,
  SandboxUnavailableError,
  createSandboxRunner,
  detectSandboxMode,
  sandboxRunnerSettingsFromEnv,
  sandboxUid,
  type SandboxRunnerSettings,
  type WarmSandboxRunner,
} from './create-sandbox-runner.js';
export { runInSandbox } from './run-in-sandbox.js';
export { formatBytes, limitMessage } from './sandbox-limits.js';
export type { SandboxRunner, SlotRequest } from './sandbox-runner.js';
export {
  DEFAULT_SANDBOX_LIMITS,
  type SandboxInput,
  type SandboxLimitKind,
  type SandboxLimits,
  type SandboxLogger,
  type SandboxMode,
  type SandboxOutput,
  type SandboxRequest,
  type SandboxResult,
} from './sandbox.types.js';
