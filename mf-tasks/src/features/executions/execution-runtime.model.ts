// The line of /executions that says how scripts run now (issue #12: "the health pages say which
// mode is on"), from GET /api/executions/runtime: the sandbox's mode and the live workers.
import type { ExecutionRuntime } from '../../entities/execution/execution.model.js';
import { countText } from '../../shared/count-text.js';

export interface RuntimeView {
  /** The tag's text. */
  label: string;
  /** The tag's colour: green when all is well, orange while runs wait, red when scripts are refused or unsandboxed. */
  color: 'green' | 'orange' | 'red';
  /** Beside the tag: the live workers and the runs they take at once (none when no worker takes scripts). */
  detail: string | null;
  /** What it means for a run. */
  description: string;
  /** Said as a banner under the title, not only in the tag: runs wait, are refused, or run unsandboxed. */
  warn: boolean;
}

/** '1 worker', '2 workers' with the runs they take at once. */
function workersText(workers: ExecutionRuntime['workers']): string {
  const slots = workers.reduce((sum, worker) => sum + worker.slots, 0);
  return `${countText(workers.length, 'worker')} (${countText(slots, 'run')} at once)`;
}

export function runtimeView(runtime: ExecutionRuntime): RuntimeView {
  switch (runtime.sandbox) {
    case 'on':
      return {
        label: 'Sandbox on',
        color: 'green',
        detail: workersText(runtime.workers),
        description: 'Each script runs in a sandbox of its own: no network, no secrets, limits on time, memory and files.',
        warn: false,
      };
    case 'off':
      return {
        label: 'Sandbox off',
        color: 'red',
        detail: workersText(runtime.workers),
        description:
          'Scripts run without the sandbox (RUNNER_SANDBOX=off), for development only: a script can reach the network and whatever its user may read on the worker’s machine.',
        warn: true,
      };
    case 'unavailable':
      return {
        label: 'Sandbox unavailable',
        color: 'red',
        detail: null,
        description: 'The workers cannot make sandboxes on their machine, so they refuse scripts: a run of a script ends failed.',
        warn: true,
      };
    default:
      return {
        label: 'No worker running',
        color: 'orange',
        detail: null,
        description: 'No worker has reported in the last 30 seconds: new runs wait in the queue until one starts.',
        warn: true,
      };
  }
}
