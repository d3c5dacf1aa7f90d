import type { ChildProcess } from 'node:child_process';

/**
 * Starts nats-server with JetStream on `port`, its store in `dir`; resolves to the process once it
 * reports ready, rejects if it exits first (the port was taken) or takes over 10 s.
 */
export function startNatsServer(port: number, dir: string): Promise<ChildProcess>;
export function setup(): Promise<void>;
export function teardown(): Promise<void>;
