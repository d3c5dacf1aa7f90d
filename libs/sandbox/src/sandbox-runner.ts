import type { SandboxMode, SandboxRequest, SandboxResult } from './sandbox.types.js';

/** One run handed to a runner: the request plus the worker slot it runs in (each slot has its own sandbox uid). */
export interface SlotRequest extends SandboxRequest {
  /** 0 .. slots-1. */
  slot: number;
}

/**
 * How the worker runs scripts: a cold sandbox per run, or a warm pool of sandboxes started ahead
 * (each fresh and used once). `mode()` is what the health and integration pages show; a runner in
 * mode 'unavailable' refuses every run with a clear message.
 */
export interface SandboxRunner {
  mode(): SandboxMode;
  run(request: SlotRequest): Promise<SandboxResult>;
  close(): Promise<void>;
}
