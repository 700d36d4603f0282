// Counters kept in memory and written as one batch shortly after the first change of a burst, one
// write at a time (the HireGen API's per-key usage and its daily quota per organisation).

export class DebouncedFlush {
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  /** `write` takes what is pending and writes it; a failed write keeps its counts for the next one. */
  constructor(
    private readonly write: () => Promise<void>,
    private readonly delayMs: number,
  ) {}

  /** Something was counted: it is written within `delayMs`. */
  schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.delayMs);
    // Counting must never keep a stopping process alive; close() writes what is left.
    this.timer.unref();
  }

  /** Writes what is pending now, after any write under way. */
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
