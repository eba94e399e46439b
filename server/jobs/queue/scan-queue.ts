/**
 * A scan to run, or a branch analysis: the build's or the analysis' row already exists; the job only
 * names it. Both wait in the same queue, so SCAN_CONCURRENCY counts them together.
 */
/** A scan of a task's branch (of one of its commits when `commit` is named), or a branch analysis. */
export type ScanJob = { buildId: number; taskId: number; commit?: string; analysisId?: undefined } | { analysisId: number; taskId: number; buildId?: undefined };

export type ScanHandler = (job: ScanJob) => Promise<void>;

/**
 * Where scans wait for a worker. In-process by default; BullMQ on Redis when REDIS_URL is set, with
 * workers started by `npm run worker`. Jobs are idempotent: a handler that finds its build already
 * finished does nothing.
 */
export interface ScanQueue {
  enqueue(job: ScanJob): Promise<void>;
  /** Starts taking jobs in this process. */
  work(handler: ScanHandler): void;
  /** Removes a job that has not started; running ones stop through their build's flag. */
  remove(buildId: number): Promise<void>;
  /** Jobs waiting for a worker (the metrics' queue depth). */
  depth(): Promise<number>;
  close(): Promise<void>;
}

export function inProcessQueue(concurrency: number): ScanQueue {
  const waiting: ScanJob[] = [];
  let running = 0;
  let handler: ScanHandler | undefined;
  let closed = false;
  const idle: (() => void)[] = [];

  function pump() {
    while (handler && !closed && running < concurrency && waiting.length) {
      const job = waiting.shift()!;
      running += 1;
      void handler(job)
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          if (running === 0) idle.splice(0).forEach((resolve) => resolve());
          pump();
        });
    }
  }

  return {
    async enqueue(job) {
      waiting.push(job);
      pump();
    },
    work(next) {
      handler = next;
      pump();
    },
    async remove(buildId) {
      const index = waiting.findIndex((job) => job.buildId === buildId);
      if (index >= 0) waiting.splice(index, 1);
    },
    depth: async () => waiting.length,
    async close() {
      closed = true;
      waiting.length = 0;
      // Handlers were told to abort; give them a moment to let go of the database.
      if (running > 0) await Promise.race([new Promise<void>((resolve) => idle.push(resolve)), new Promise((resolve) => setTimeout(resolve, 5000))]);
    },
  };
}
