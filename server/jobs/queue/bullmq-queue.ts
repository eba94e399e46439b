import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { ScanHandler, ScanJob, ScanQueue } from './scan-queue';

const QUEUE = 'librarium-scans';

/** Scans on BullMQ: any number of app instances enqueue, `npm run worker` processes run them. */
export function bullmqQueue(redisUrl: string, prefix: string, concurrency: number, onFailed: (job: ScanJob, reason: string) => Promise<void>): ScanQueue {
  const connection = () => new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queueConnection = connection();
  const queue = new Queue<ScanJob>(QUEUE, { connection: queueConnection, prefix });
  let worker: Worker<ScanJob> | undefined;
  let workerConnection: Redis | undefined;

  return {
    async enqueue(job) {
      await queue.add('scan', job, { jobId: job.analysisId === undefined ? `build-${job.buildId}` : `branch-analysis-${job.analysisId}`, attempts: 1, removeOnComplete: 1000, removeOnFail: 1000 });
    },
    work(handler: ScanHandler) {
      workerConnection = connection();
      worker = new Worker<ScanJob>(QUEUE, async (job) => handler(job.data), { connection: workerConnection, concurrency, prefix });
      // A job whose worker died (stalled past its limit) fails here: its build must not stay 'in progress'.
      worker.on('failed', (job, error) => {
        if (job) void onFailed(job.data, error.message);
      });
    },
    async remove(buildId) {
      const job = await queue.getJob(`build-${buildId}`);
      if (job && (await job.isWaiting())) await job.remove();
    },
    depth: () => queue.count(),
    async close() {
      await worker?.close();
      await queue.close();
      queueConnection.disconnect();
      workerConnection?.disconnect();
    },
  };
}
