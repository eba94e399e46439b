import { type JobLog, type JobRunner, type PeriodicJob, runWithRetry } from './periodic-job';

/** Runs periodic jobs on timers in this process; a run still going when its next period comes is not doubled. */
export function inProcessRunner(log: JobLog): JobRunner {
  const timers: NodeJS.Timeout[] = [];
  return {
    async start(jobs: PeriodicJob[]) {
      for (const job of jobs) {
        let running: Promise<void> | undefined;
        const tick = () => {
          running ??= runWithRetry(job, log).finally(() => {
            running = undefined;
          });
          return running;
        };
        // The first run is not retried here, so a failing job cannot hold up the start; its period retries it.
        if (job.runAtStart) await job.run().catch((error) => log.error({ err: error, job: job.name }, `${job.name} failed`));
        const timer = setInterval(() => void tick(), job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    async close() {
      timers.splice(0).forEach((timer) => clearInterval(timer));
    },
  };
}
