// Types of ports.mjs for the TypeScript test supports that use it.
export function isPortOpen(port: number, host?: string, timeoutMs?: number): Promise<boolean>;
export function findFreePort(): Promise<number>;
export function findFreePorts(count: number): Promise<number[]>;
export function ephemeralPortRange(file?: string): [number, number];
export function findQuietPort(options?: { from?: number; attempts?: number }): Promise<number>;
export function waitForPort(port: number, host?: string, timeoutMs?: number): Promise<boolean>;
export function hostPortOf(url: string, defaultPort: number): { host: string; port: number };
