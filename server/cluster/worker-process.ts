import { buildApp } from '../app';
import type { Config } from '../config';
import { startMetricsServer } from '../observability/metrics-server';
import type { WorkerLink } from './worker-link';

/** How long a worker finishes requests in flight at shutdown before it stops anyway. */
const SHUTDOWN_MS = 10_000;

/**
 * One worker of `npm start`: the whole server on data the primary has prepared, fed the connections the
 * primary accepted instead of listening itself.
 */
export async function runWorker(config: Config, link: WorkerLink) {
  const { app, metrics } = await buildApp(config, { prepared: true });
  // One worker serves /metrics: a scrape always reads the same process's counters, which never go back.
  if (config.metricsPort !== undefined && link.runsJobs) {
    const served = await startMetricsServer(metrics, config.metricsPort, config.host);
    app.addHook('onClose', served.close);
  }
  await app.ready();
  link.onConnection((socket, head) => {
    app.server.emit('connection', socket);
    // The bytes the primary read to route the connection come first, as if read here.
    if (head.length) socket.emit('data', head);
    socket.resume();
  });

  let closing = false;
  async function shutdown() {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(1), SHUTDOWN_MS);
    force.unref();
    await app.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  link.ready();
}
