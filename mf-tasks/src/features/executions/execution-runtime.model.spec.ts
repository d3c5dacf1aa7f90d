import { describe, expect, it } from '@jest/globals';
import type { ExecutionRuntime } from '../../entities/execution/execution.model.js';
import { runtimeView } from './execution-runtime.model.js';

const worker = (slots: number, sandboxMode: 'on' | 'off' | 'unavailable' = 'on'): ExecutionRuntime['workers'][number] => ({
  sandboxMode,
  slots,
  busy: 0,
  heartbeatAt: '2026-11-25T10:00:00.000Z',
});

describe('runtimeView', () => {
  it('says the sandbox is on, with the workers and the runs they take at once, without a banner', () => {
    const view = runtimeView({ sandbox: 'on', workers: [worker(2), worker(1)] });
    expect([view.label, view.color, view.warn]).toEqual(['Sandbox on', 'green', false]);
    expect(view.detail).toBe('2 workers (3 runs at once)');
    expect(view.description).toContain('no network');
    expect(runtimeView({ sandbox: 'on', workers: [worker(1)] }).detail).toBe('1 worker (1 run at once)');
  });

  it('warns in red when scripts run unsandboxed or are refused', () => {
    const off = runtimeView({ sandbox: 'off', workers: [worker(2, 'off')] });
    expect([off.label, off.color, off.warn]).toEqual(['Sandbox off', 'red', true]);
    expect(off.description).toContain('RUNNER_SANDBOX=off');
    expect(off.detail).toBe('1 worker (2 runs at once)');
    const unavailable = runtimeView({ sandbox: 'unavailable', workers: [worker(2, 'unavailable')] });
    expect([unavailable.label, unavailable.color, unavailable.warn, unavailable.detail]).toEqual(['Sandbox unavailable', 'red', true, null]);
  });

  it('warns in orange that runs wait when no worker reported', () => {
    const view = runtimeView({ sandbox: 'no-worker', workers: [] });
    expect([view.label, view.color, view.warn]).toEqual(['No worker running', 'orange', true]);
    expect(view.description).toContain('wait in the queue');
  });
});
