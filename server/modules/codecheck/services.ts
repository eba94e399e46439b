import path from 'node:path';
import { allTools } from '../../analysis/tools';
import { JOB_WORKER } from '../../cluster/protocol';
import { workerLink } from '../../cluster/worker-link';
import { type Config, PRODUCT_VERSION } from '../../config';
import type { Db } from '../../db/database';
import { bullmqQueue } from '../../jobs/queue/bullmq-queue';
import { forwardedQueue } from '../../jobs/queue/forwarded-queue';
import { inProcessQueue, type ScanQueue } from '../../jobs/queue/scan-queue';
import { loadSecretKey, secretBox } from '../../security/secret-box';
import { analysisEngine } from './analysis-engine';
import { branchAnalysisService } from './branch-analysis-service';
import { codecheckRepositories } from './codecheck-repositories';
import { defectService } from './defect-service';
import { findingsExportService } from './findings-export-service';
import { ingestService } from './ingest-service';
import { qualityGateService } from './quality-gate-service';
import { type RepoLog, repoPolicyOf } from './repo-access';
import { type CodecheckEvents, scanService } from './scan-service';
import { taskService } from './task-service';
import { taskSettingsService } from './task-settings-service';
import { type InstallCheck, toolRegistry } from './tool-registry';

/**
 * Assembles the code-check services; the app process and the BullMQ worker build the same ones.
 * `installCheck` replaces the tools' own installation probe (tests stand in a missing linter).
 */
export function codecheckServices(
  db: Db,
  config: Config,
  log: RepoLog,
  installCheck?: InstallCheck,
  repoSettings?: () => { repoLocalRoots: string[]; repoAllowedHosts: string[] },
  events?: CodecheckEvents,
) {
  const workRoot = path.join(config.dataDir, 'work');
  const workDir = (taskId: number) => path.join(workRoot, `task-${taskId}`);
  const tools = toolRegistry(allTools(), installCheck);
  const secrets = secretBox(loadSecretKey(config.secretKey, config.dataDir));
  const repoPolicy = repoPolicyOf(config, repoSettings);
  const engine = analysisEngine(tools, repoPolicy);
  let scansRef: ReturnType<typeof scanService> | undefined;
  const link = workerLink();
  const queue: ScanQueue = config.redisUrl
    ? bullmqQueue(config.redisUrl, config.queuePrefix, config.scanConcurrency, (job, reason) => scansRef!.failed(job, reason))
    : link && !link.runsJobs
      ? forwardedQueue(link, JOB_WORKER)
      : inProcessQueue(config.scanConcurrency);
  const repos = codecheckRepositories(db);
  const tasks = taskService(repos, { tools, secrets, repoPolicy, log });
  const taskSettings = taskSettingsService(repos, { tasks, secrets, repoPolicy, log });
  const branchAnalyses = branchAnalysisService(repos, { tasks, queue, engine, workRoot, log, events });
  const scans = scanService(repos, { tasks, queue, engine, workRoot, log, events, branchAnalyses });
  scansRef = scans;
  const defects = defectService(repos, { tasks, tools, workDir, events });
  const ingest = ingestService(repos, { tasks, engine, workDir, log, events });
  const gates = qualityGateService(repos, { tasks });
  const exports = findingsExportService(repos, { tasks, tools, productVersion: PRODUCT_VERSION });
  return { tools, engine, queue, tasks, taskSettings, scans, branchAnalyses, defects, ingest, exports, gates };
}

export type CodecheckServices = ReturnType<typeof codecheckServices>;
