/**
 * Average and current speed of one item. Fetch reports no upload progress, so bytes arrive a chunk at a
 * time: the current speed is taken over a window of several seconds to stay readable between chunks.
 * Time spent paused or queued does not count.
 */
export class SpeedMeter {
  private samples: { at: number; bytes: number }[] = [];
  private sentBytes = 0;
  private activeMs = 0;
  private activeSince: number | null = null;

  constructor(private readonly windowMs = 10_000) {}

  start(now: number): void {
    if (this.activeSince === null) this.activeSince = now;
  }

  stop(now: number): void {
    if (this.activeSince === null) return;
    this.activeMs += now - this.activeSince;
    this.activeSince = null;
    // A pause breaks the current run; its speed says nothing about the next one.
    this.samples = [];
  }

  record(bytes: number, now: number): void {
    this.sentBytes += bytes;
    this.samples.push({ at: now, bytes });
    this.prune(now);
  }

  private elapsed(now: number): number {
    return this.activeMs + (this.activeSince === null ? 0 : now - this.activeSince);
  }

  private prune(now: number): void {
    while (this.samples.length > 0 && this.samples[0]!.at <= now - this.windowMs) this.samples.shift();
  }

  /** Bytes per second. */
  average(now: number): number {
    const ms = this.elapsed(now);
    return ms > 0 ? (this.sentBytes * 1000) / ms : 0;
  }

  /** Bytes per second over the window, or over the run so far when it is shorter than the window. */
  current(now: number): number {
    this.prune(now);
    const run = this.activeSince === null ? 0 : now - this.activeSince;
    const span = Math.min(this.windowMs, run);
    if (span <= 0) return 0;
    const bytes = this.samples.reduce((sum, sample) => sum + sample.bytes, 0);
    return (bytes * 1000) / span;
  }
}
