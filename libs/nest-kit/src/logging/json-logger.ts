import type { LoggerService, LogLevel } from '@nestjs/common';

const ORDER: Record<string, number> = { trace: 10, debug: 20, verbose: 20, info: 30, log: 30, warn: 40, error: 50, fatal: 60, silent: 100 };

/** Nest's own log lines as JSON, in the same shape as fastify's pino request logs. */
export class JsonLogger implements LoggerService {
  private readonly threshold: number;

  constructor(
    private readonly service: string,
    level: string = 'info',
  ) {
    this.threshold = ORDER[level] ?? 30;
  }

  private write(level: string, message: unknown, context?: unknown, extra?: Record<string, unknown>): void {
    if ((ORDER[level] ?? 30) < this.threshold) return;
    const line = {
      level: ORDER[level] ?? 30,
      time: Date.now(),
      service: this.service,
      context: typeof context === 'string' ? context : undefined,
      msg: typeof message === 'string' ? message : JSON.stringify(message),
      ...extra,
    };
    (level === 'error' || level === 'fatal' ? process.stderr : process.stdout).write(`${JSON.stringify(line)}\n`);
  }

  private split(params: unknown[]): unknown {
    return params.length > 0 ? params[params.length - 1] : undefined;
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, this.split(params));
  }
  error(message: unknown, ...params: unknown[]): void {
    const context = params.length > 1 ? params[params.length - 1] : params[0];
    const stack = params.length > 1 ? params[0] : undefined;
    this.write('error', message, context, stack ? { stack } : undefined);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, this.split(params));
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, this.split(params));
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('verbose', message, this.split(params));
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, this.split(params));
  }
  setLogLevels(_levels: LogLevel[]): void {}
}
