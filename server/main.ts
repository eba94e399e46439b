import { buildApp } from './app';
import { loadConfig } from './config';
import { startMetricsServer } from './observability/metrics-server';

const config = loadConfig();
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
