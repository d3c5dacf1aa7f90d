import { setTimeout as sleep } from 'node:timers/promises';

/** How many recent durations of the full path the typical time is the median of. */
const SAMPLES = 15;

/**
 * Makes an answer that did less work (an unknown e-mail, an existing account) take as long as one
 * that did all of it (a link stored and mailed), so the time of an answer tells nothing about an
 * account. The full path's durations are learnt as it runs (the median of the last 15, so a slow
 * SMTP server or a slow machine is followed and one outlier is not); the short path waits until
 * that much time has passed since it started.
 */
export class EqualTiming {
  private readonly recent: number[] = [];
  private next = 0;
  private typicalMs: number;

  /** `initialMs`: the full path's duration assumed until one has been measured. */
  constructor(initialMs: number) {
    this.typicalMs = initialMs;
  }

  /** A start mark for `done`. */
  start(): number {
    return performance.now();
  }

  /** Call when the answer is ready: `full` learns from this run, otherwise waits for the typical time. */
  async done(startedAt: number, full: boolean): Promise<void> {
    const elapsed = performance.now() - startedAt;
    if (full) {
      this.recent[this.next] = elapsed;
      this.next = (this.next + 1) % SAMPLES;
      const sorted = [...this.recent].sort((a, b) => a - b);
      this.typicalMs = sorted[Math.floor(sorted.length / 2)]!;
      return;
    }
    if (elapsed < this.typicalMs) await sleep(this.typicalMs - elapsed);
  }
}
