export interface LineSink {
  write(chunk: string): unknown;
}

/**
 * A log destination that gathers the lines written during one turn of the event loop and hands
 * them to the sink as one chunk (one write system call) right after it, instead of one write per
 * request line. The lines and their order are unchanged; what is pending is written at exit too.
 */
export class BatchedLineWriter {
  private pending: string[] = [];
  private scheduled = false;

  constructor(private readonly sink: LineSink = process.stdout) {}

  write(line: string): void {
    this.pending.push(line);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.flush);
    }
  }

  /** Writes what is pending now (also called at exit). */
  readonly flush = (): void => {
    this.scheduled = false;
    if (this.pending.length === 0) return;
    const chunk = this.pending.length === 1 ? this.pending[0]! : this.pending.join('');
    this.pending = [];
    this.sink.write(chunk);
  };
}
