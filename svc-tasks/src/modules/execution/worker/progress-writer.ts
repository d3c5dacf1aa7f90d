import type { LoggerService } from '@nestjs/common';

/** At most one progress write per this many ms (4 a second): a script reporting in a tight loop costs nothing. */
export const PROGRESS_WRITE_MS = 250;

/**
 * Throttles a run's progress into its row: the latest report wins, written at most every
 * PROGRESS_WRITE_MS, one write at a time; `close()` writes the last report still waiting.
 */
export class ProgressWriter {
  private pending: { percent: number; message: string | null } | null = null;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;
  private lastWrite = 0;
  private closed = false;

  constructor(
    private readonly write: (percent: number, message: string | null) => Promise<void>,
    private readonly logger: LoggerService,
  ) {}

  readonly push = (percent: number, message: string): void => {
    if (this.closed) return;
    this.pending = { percent: Math.max(0, Math.min(100, Math.round(percent))), message: message ? message.slice(0, 500) : null };
    this.schedule();
  };

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.writing;
    if (this.pending) await this.flush();
  }

  private schedule(): void {
    if (this.timer || this.writing) return;
    const wait = Math.max(0, this.lastWrite + PROGRESS_WRITE_MS - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, wait);
  }

  private flush(): Promise<void> {
    const next = this.pending;
    if (!next) return Promise.resolve();
    this.pending = null;
    this.lastWrite = Date.now();
    this.writing = this.write(next.percent, next.message)
      .catch((error: unknown) => this.logger.warn(`progress write failed: ${String(error)}`))
      .finally(() => {
        this.writing = null;
        if (this.pending && !this.closed) this.schedule();
      });
    return this.writing;
  }
}
