// Counters kept in memory and written as one batch shortly after the first change of a burst, one
// write at a time (the HireGen API's per-key usage and its daily quota per organisation).

export abstract class DebouncedFlush {
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly delayMs: number) {}

  /** Takes what is pending and writes it; a failed write keeps its counts for the next one. */
  protected abstract write(): Promise<void>;

  /** Something was counted: it is written within the delay. */
  protected schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.delayMs);
    // Counting must never keep a stopping process alive; close() writes what is left.
    this.timer.unref();
  }

  /** Writes what is pending now, after any write under way; failures are reported, counts kept. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}
