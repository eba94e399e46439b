import type { Config } from '../config';
import { bullmqRunner } from './bullmq-runner';
import { inProcessRunner } from './in-process-runner';
import type { JobLog, JobRunner } from './periodic-job';

/** BullMQ when REDIS_URL is set, timers in this process otherwise. */
export function jobRunner(config: Pick<Config, 'redisUrl' | 'queuePrefix'>, log: JobLog): JobRunner {
  return config.redisUrl ? bullmqRunner(config.redisUrl, config.queuePrefix, log) : inProcessRunner(log);
}
