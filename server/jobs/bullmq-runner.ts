import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { inProcessRunner } from './in-process-runner';
import { JOB_RETRY, type JobLog, type JobRunner, type PeriodicJob } from './periodic-job';

const QUEUE = 'librarium-periodic';

/**
 * Periodic jobs on BullMQ: each period's run is one job that any app instance may take, retried with
 * exponential backoff. Jobs marked `perInstance` stay on this process's timers.
 */
export function bullmqRunner(redisUrl: string, prefix: string, log: JobLog): JobRunner {
  const local = inProcessRunner(log);
  const connection = () => new Redis(redisUrl, { maxRetriesPerRequest: null });
  let queue: Queue | undefined;
  let worker: Worker | undefined;
  const connections: Redis[] = [];

  return {
    async start(jobs: PeriodicJob[]) {
      await local.start(jobs.filter((job) => job.perInstance));
      const shared = jobs.filter((job) => !job.perInstance);
      if (!shared.length) return;
      const byName = new Map(shared.map((job) => [job.name, job]));
      const queueConnection = connection();
      const workerConnection = connection();
      connections.push(queueConnection, workerConnection);
      queue = new Queue(QUEUE, { connection: queueConnection, prefix });
      worker = new Worker(
        QUEUE,
        async (run) => {
          const job = byName.get(run.name);
          if (job) await job.run();
        },
        { connection: workerConnection, prefix },
      );
      worker.on('failed', (run, error) => {
        if (run && run.attemptsMade >= JOB_RETRY.attempts) log.error({ err: error, job: run.name }, `${run.name} failed`);
      });
      for (const job of shared) {
        if (job.runAtStart) await queue.add(job.name, {}, { attempts: JOB_RETRY.attempts, backoff: { type: 'exponential', delay: JOB_RETRY.firstDelayMs } });
        // One scheduler per name: every instance upserts the same one, so a period runs once in all.
        await queue.upsertJobScheduler(job.name, { every: job.everyMs }, {
          name: job.name,
          opts: { attempts: JOB_RETRY.attempts, backoff: { type: 'exponential', delay: JOB_RETRY.firstDelayMs }, removeOnComplete: 100, removeOnFail: 100 },
        });
      }
    },
    async close() {
      await local.close();
      await worker?.close();
      await queue?.close();
      connections.splice(0).forEach((redis) => redis.disconnect());
    },
  };
}
