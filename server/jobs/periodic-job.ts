/**
 * A job that runs every `everyMs`. Every run must be idempotent: a run repeated after a failure, or by
 * two processes at once, leaves the same state as one run.
 */
export interface PeriodicJob {
  name: string;
  everyMs: number;
  /** Also run once when the runner starts, before it reports started. */
  runAtStart?: boolean;
  /**
   * Work on what only this process holds (its own disk): runs in every process, never on the shared
   * queue, where another instance would take it.
   */
  perInstance?: boolean;
  run(): Promise<unknown>;
}

export interface JobLog {
  error(details: object, message: string): void;
}

/** Attempts of one run and the first wait between them; each wait doubles. */
export const JOB_RETRY = { attempts: 4, firstDelayMs: 5_000 };

/** Runs `job` once, retrying a failure with exponential backoff; a run that fails every attempt is logged and given up until the next period. */
export async function runWithRetry(job: PeriodicJob, log: JobLog, wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref())) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await job.run();
      return;
    } catch (error) {
      if (attempt >= JOB_RETRY.attempts) {
        log.error({ err: error, job: job.name }, `${job.name} failed`);
        return;
      }
      await wait(JOB_RETRY.firstDelayMs * 2 ** (attempt - 1));
    }
  }
}

/** Starts periodic jobs and stops them again. */
export interface JobRunner {
  start(jobs: PeriodicJob[]): Promise<void>;
  close(): Promise<void>;
}
