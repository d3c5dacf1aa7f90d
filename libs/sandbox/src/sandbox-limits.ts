import { constants } from 'node:os';
import type { SandboxLimitKind, SandboxLimits } from './sandbox.types.js';

const UNITS: Array<[number, string]> = [
  [1024 ** 3, 'GiB'],
  [1024 ** 2, 'MiB'],
  [1024, 'KiB'],
];

/** 1073741824 -> '1 GiB', 268435456 -> '256 MiB', 1536 -> '1.5 KiB'. */
export function formatBytes(bytes: number): string {
  for (const [size, unit] of UNITS) if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  return `${bytes} bytes`;
}

export function limitMessage(kind: SandboxLimitKind, limits: SandboxLimits): string {
  switch (kind) {
    case 'time':
      return `Time limit of ${limits.wallSeconds} s reached`;
    case 'cpu':
      return `CPU time limit of ${limits.cpuSeconds} s reached`;
    case 'memory':
      return `Memory limit of ${formatBytes(limits.memoryBytes)} reached`;
    case 'file-size':
      return `File size limit of ${formatBytes(limits.fileSizeBytes)} reached`;
    case 'processes':
      return `Process limit of ${limits.processes} reached`;
    case 'output':
      return `Output limit of ${formatBytes(limits.outputBytes)} reached`;
  }
}

/** The signal behind an exit: Node's own, or 128 + n for a sandboxed script killed by n (as the fork server reports it, like a shell). */
export function exitSignal(exitCode: number | null, signal: NodeJS.Signals | null): string | null {
  if (signal) return signal;
  if (exitCode === null || exitCode <= 128) return null;
  const number = exitCode - 128;
  return Object.entries(constants.signals).find(([, n]) => n === number)?.[0] ?? null;
}

const MEMORY = /\bMemoryError\b|Cannot allocate memory/;
const FILE_SIZE = /File too large/;
const PROCESSES = /BlockingIOError: \[Errno 11\]|fork: .*Resource temporarily unavailable|can't start new thread/;

/**
 * Which limit ended a run that was neither cancelled nor stopped by the wall clock, read from how
 * it ended and the end of its stderr; null when it ended on its own.
 */
export function detectLimit(exit: { exitCode: number | null; signal: string | null; stderrTail: string }): SandboxLimitKind | null {
  if (exit.exitCode === 0) return null;
  if (exit.signal === 'SIGXCPU' || exit.signal === 'SIGKILL') return 'cpu';
  if (exit.signal === 'SIGXFSZ' || FILE_SIZE.test(exit.stderrTail)) return 'file-size';
  if (MEMORY.test(exit.stderrTail)) return 'memory';
  if (PROCESSES.test(exit.stderrTail)) return 'processes';
  return null;
}
