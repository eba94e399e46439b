import type { WorkerLink } from '../../cluster/worker-link';
import type { ScanJob, ScanQueue } from './scan-queue';

/** The requests by which workers hand scans to the one worker that runs them. */
export const SCAN_REQUEST = { enqueue: 'scan:enqueue', remove: 'scan:remove', depth: 'scan:depth' } as const;

/**
 * The scan queue of a worker that does not run scans (no Redis, several workers): each job goes to the
 * queue of the job worker, so scans run one set at a time, SCAN_CONCURRENCY for the whole server, in the
 * process whose start marks a dead predecessor's builds interrupted.
 */
export function forwardedQueue(link: WorkerLink, jobWorker: number): ScanQueue {
  return {
    enqueue: (job: ScanJob) => link.request<void>(jobWorker, SCAN_REQUEST.enqueue, job),
    work() {
      throw new Error('scans run in the job worker');
    },
    remove: (buildId: number) => link.request<void>(jobWorker, SCAN_REQUEST.remove, buildId),
    depth: () => link.request<number>(jobWorker, SCAN_REQUEST.depth, null),
    async close() {},
  };
}

/** Lets the other workers use this worker's queue. */
export function serveQueue(link: WorkerLink, queue: ScanQueue) {
  link.handle(SCAN_REQUEST.enqueue, (job) => queue.enqueue(job as ScanJob));
  link.handle(SCAN_REQUEST.remove, (buildId) => queue.remove(Number(buildId)));
  link.handle(SCAN_REQUEST.depth, () => queue.depth());
}
