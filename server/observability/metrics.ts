import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What this process reports to Prometheus. Each process (app instance or scan worker) has its own
 * registry, so several apps built in one test process never collide.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'librarium_' });
  let queueDepth: (() => Promise<number>) | null = null;

  return {
    registry,
    httpRequests: new Counter({
      name: 'librarium_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status code',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'librarium_http_request_duration_seconds',
      help: 'Time from request to response, by method and route template',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    uploadBytes: new Counter({
      name: 'librarium_upload_bytes_total',
      help: 'File bytes received in resumable upload chunks and written to part files',
      registers: [registry],
    }),
    scanDuration: new Histogram({
      name: 'librarium_scan_duration_seconds',
      help: 'Time a scan job took in this process, from checkout to stored results',
      buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1800, 3600],
      registers: [registry],
    }),
    queueDepthGauge: new Gauge({
      name: 'librarium_scan_queue_depth',
      help: 'Scans waiting for a worker',
      registers: [registry],
      async collect() {
        if (queueDepth) this.set(await queueDepth().catch(() => Number.NaN));
      },
    }),
    /** The scan queue whose waiting jobs the depth gauge reports. */
    watchQueue(depth: () => Promise<number>) {
      queueDepth = depth;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Wraps a scan handler so every run's duration is observed, whatever its outcome. */
export function timedScans<Job>(metrics: Metrics, handler: (job: Job) => Promise<void>): (job: Job) => Promise<void> {
  return async (job) => {
    const stop = metrics.scanDuration.startTimer();
    try {
      await handler(job);
    } finally {
      stop();
    }
  };
}
