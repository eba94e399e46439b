import cluster from 'node:cluster';
import { buildApp } from './app';
import { runPrimary } from './cluster/primary';
import { workerLink } from './cluster/worker-link';
import { runWorker } from './cluster/worker-process';
import { type Config, loadConfig } from './config';
import { startMetricsServer } from './observability/metrics-server';

/** WORKERS=1: the whole server in this one process, listening itself. */
async function runSingle(config: Config) {
  const { app, metrics } = await buildApp(config);
  if (config.metricsPort !== undefined) {
    const served = await startMetricsServer(metrics, config.metricsPort, config.host);
    app.addHook('onClose', served.close);
    app.log.info(`metrics at http://${config.host}:${served.port}/metrics`);
  }

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing requests in flight, then stopping`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

const config = loadConfig();
const link = workerLink();
if (link) await runWorker(config, link);
else if (config.workers > 1 && cluster.isPrimary) await runPrimary(config);
else await runSingle(config);
