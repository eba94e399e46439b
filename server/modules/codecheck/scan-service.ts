import fs from 'node:fs';
import path from 'node:path';
import { FLAG, type LogFlag, type ScanFailure, STEP, type StepCode, TASK_STATUS, TOOL_STATUS } from '../../../contract/codecheck-codes';
import type { FolderNode } from '../../../contract/codecheck-task';
import { CheckoutError } from '../../analysis/checkout';
import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';
import type { ScanJob, ScanQueue } from '../../jobs/queue/scan-queue';
import type { BranchAnalysisEnded, BranchAnalysisService } from './branch-analysis-service';
import { codecheckErrors } from './codecheck-errors';
import type { CodecheckRepositories } from './codecheck-repositories';
import { checkQualityGate } from './quality-gate';
import { repoFailure, type RepoLog } from './repo-access';
import type { ScanEngine } from './scan-engine';
import { checkoutFailure, storedFailure } from './scan-failure';
import { storeScanResults } from './scan-results';
import { parseJsonList, storedJsEnvironments } from './task-presenter';
import type { TaskService } from './task-service';

// A stop request is a change of the build's flag in the database, so a worker in another process
// sees it too; each running scan looks this often.
const STOP_POLL_MS = 500;

/** Who hears of a scan's end and of defects handed to someone (the webhooks); their failures never reach the caller. */
export interface CodecheckEvents {
  scanEnded(buildId: number): Promise<void>;
  /** A branch analysis ended (succeeded or failed). */
  branchAnalysisEnded?(event: BranchAnalysisEnded): Promise<void>;
  defectsAssigned(event: { taskId: number; toolName: string; assignee: string; assignedBy: string; defectIds: number[] }): Promise<void>;
}

export function scanService(
  repos: CodecheckRepositories,
  deps: {
    tasks: TaskService;
    queue: ScanQueue;
    engine: ScanEngine;
    workRoot: string;
    log: RepoLog;
    events?: CodecheckEvents;
    /** Branch analyses share the scans' queue: their jobs are handed on, and a restart ends them too. */
    branchAnalyses?: Pick<BranchAnalysisService, 'run' | 'interruptRunning' | 'failed' | 'abortAll'>;
    now?: () => number;
  },
) {
  const now = deps.now ?? Date.now;
  const { builds, tasks, records } = repos;
  const inFlight = new Set<AbortController>();

  function workDir(taskId: number) {
    return path.join(deps.workRoot, `task-${taskId}`);
  }

  /** A failure as stored for people to read: the checkout's place on the server is no business of theirs. */
  function storedMessage(text: string, dir: string) {
    return text.split(dir).join('.').slice(0, 2000);
  }

  async function enabledTools(taskId: number, taskRepo: Pick<typeof tasks, 'tools'> = tasks) {
    return (await taskRepo.tools(taskId)).filter((tool) => tool.status === TOOL_STATUS.enabled);
  }

  /** The build and each of its tools' steps end together: nobody reads an ended build with steps still running. */
  async function markStopped(buildId: number, failure: ScanFailure, flag: LogFlag = FLAG.interrupted) {
    const message = storedFailure(failure);
    return repos.transaction(async (trx) => {
      const build = await trx.builds.findById(buildId);
      if (!build || build.flag !== FLAG.running) return false;
      for (const tool of await enabledTools(build.task_id, trx.tasks)) await trx.builds.step(buildId, tool.tool_name, STEP.stopped, flag, message);
      await trx.builds.finish(buildId, flag, message);
      return true;
    });
  }

  async function enqueueBuild(taskId: number, trigger: string, operator: string, commit?: string) {
    const task = (await tasks.findById(taskId))!;
    if (task.status !== TASK_STATUS.active) throw codecheckErrors.taskSuspended();
    if (await builds.running(taskId)) throw errors.conflict('scanInProgress');
    const tools = await enabledTools(taskId);
    if (!tools.length) throw errors.badRequest('toolNotEnabled');
    const build = await builds.create(taskId, trigger, task.scan_type, operator);
    for (const tool of tools) await builds.step(build.id, tool.tool_name, STEP.queued, FLAG.running);
    await records.add({ taskId, operator, type: 'SCAN', information: { key: 'recordScanStarted', params: { build: build.buildNumber, trigger } } });
    await deps.queue.enqueue(commit ? { buildId: build.id, taskId, commit } : { buildId: build.id, taskId });
    return build.buildNumber;
  }

  /** The job handler: runs one build from checkout to stored results. Safe to run twice. */
  async function run(job: ScanJob) {
    if (job.analysisId !== undefined) return deps.branchAnalyses?.run(job.analysisId);
    const build = await builds.findById(job.buildId);
    const task = await tasks.findById(job.taskId);
    if (!build || !task || build.flag !== FLAG.running) return;
    const tools = await enabledTools(task.id);
    const controller = new AbortController();
    inFlight.add(controller);
    const watcher = setInterval(async () => {
      const current = await builds.findById(build.id).catch(() => undefined);
      if (!current || current.flag !== FLAG.running) controller.abort();
    }, STOP_POLL_MS);
    const stepAll = (step: StepCode, flag: LogFlag, message: string | null = null) =>
      Promise.all(tools.map((tool) => builds.step(build.id, tool.tool_name, step, flag, message)));
    try {
      await builds.start(build.id);
      await stepAll(STEP.download, FLAG.running);
      const dir = workDir(task.id);
      const { commit } = await deps.engine.checkout({
        url: task.repo_url,
        branch: task.branch,
        commit: job.commit,
        dir,
        credential: deps.tasks.credentialOf(task),
        signal: controller.signal,
      });
      await builds.setCommit(build.id, commit);
      const filters = (await tasks.pathFilters(task.id)).map((row) => row.path);
      const incremental = build.scan_type === 'incremental' && task.last_commit !== null && task.last_commit !== commit;
      const allFiles = await deps.engine.listFiles(dir, filters);
      const files = incremental ? await deps.engine.changedFiles(dir, task.last_commit!, commit, allFiles) : allFiles;

      const results = await deps.engine.analyse({
        root: dir,
        files,
        allFiles,
        tools: tools.map((tool) => ({ name: tool.tool_name, checkers: tool.checkers ? parseJsonList<string>(tool.checkers) : null })),
        jsEnvironments: storedJsEnvironments(task),
        incremental,
        signal: controller.signal,
        onToolStep: (toolName, step) => builds.step(build.id, toolName, step, FLAG.running),
        onToolFinished: (toolName) => builds.endStep(build.id, toolName),
      });
      if (controller.signal.aborted) return;
      const failed = new Map(results.failedTools.map((tool) => [tool.name, tool.failure]));
      const succeeded = tools.filter((tool) => !failed.has(tool.tool_name));
      await Promise.all(succeeded.map((tool) => builds.step(build.id, tool.tool_name, STEP.submitting, FLAG.running)));
      await storeScanResults(repos, {
        task,
        buildId: build.id,
        buildNumber: build.build_number,
        commit,
        root: dir,
        scannedFiles: files,
        incremental,
        results,
        engine: deps.engine,
        now,
      });
      await Promise.all(succeeded.map((tool) => builds.step(build.id, tool.tool_name, STEP.done, FLAG.success)));
      const failures = [...failed].map(([name, failure]) => ({ name, failure: failure.detail ? { ...failure, detail: storedMessage(failure.detail, dir) } : failure }));
      // A tool that could not run fails the build, though what the others found is kept; the build
      // names the first such tool's reason, each tool's step its own. Steps and build end together.
      // The quality gate's verdict is kept in the same step: an ended scan has one, a scan cut short has none.
      await repos.transaction(async (trx) => {
        for (const { name, failure } of failures) await trx.builds.step(build.id, name, STEP.done, FLAG.failure, storedFailure(failure));
        const [ended] = await trx.builds.finish(build.id, failures.length ? FLAG.failure : FLAG.success, failures[0] ? storedFailure(failures[0].failure) : null);
        if (Number(ended?.numUpdatedRows ?? 0)) await checkQualityGate(trx, task, build.id, now());
      });
      await tasks.update(task.id, { last_commit: commit });
      await deps.events?.scanEnded(build.id);
    } catch (error) {
      if (controller.signal.aborted) return;
      // git's words stay in the log: they may name internal hosts or carry what the URL held.
      if (error instanceof CheckoutError) deps.log.warn({ taskId: task.id, buildId: build.id, reason: error.message }, 'repository could not be used');
      const failure =
        error instanceof CheckoutError
          ? checkoutFailure(error, task.repo_url)
          : { code: 'failed' as const, params: {}, detail: storedMessage(error instanceof Error ? error.message : String(error), workDir(task.id)) };
      // A scan that could not run ends too: its webhooks hear it failed.
      if (await markStopped(build.id, failure, FLAG.failure)) await deps.events?.scanEnded(build.id);
    } finally {
      clearInterval(watcher);
      inFlight.delete(controller);
    }
  }

  return {
    run,

    /** On shutdown: stop tools and git at once; the next start marks these builds interrupted. */
    abortAll() {
      for (const controller of inFlight) controller.abort();
      deps.branchAnalyses?.abortAll();
    },

    /** Starts a scan of the branch's tip, or of `commit` when the branch holds it (the scan fails otherwise). */
    async execute(actor: Actor, taskId: number, trigger: 'manual' | 'pipeline', commit?: string) {
      await deps.tasks.authorised(actor, taskId, 'scan');
      return enqueueBuild(taskId, trigger, actor.account, commit);
    },

    /** A scheduled scan: skipped quietly when the task was suspended or a scan is still running. */
    async executeScheduled(taskId: number) {
      const task = await tasks.findById(taskId);
      if (!task || task.status !== TASK_STATUS.active || (await builds.running(taskId))) return null;
      return enqueueBuild(taskId, 'schedule', 'system');
    },

    async stop(actor: Actor, taskId: number, options: { quiet?: boolean } = {}) {
      await deps.tasks.authorised(actor, taskId, 'scan');
      const running = await builds.running(taskId);
      if (!running) {
        if (options.quiet) return;
        throw errors.conflict('noScanInProgress');
      }
      await deps.queue.remove(running.id);
      await markStopped(running.id, { code: 'stopped', params: { by: actor.account } });
      await records.add({ taskId, operator: actor.account, type: 'STOP_SCAN', information: { key: 'recordScanStopped', params: { build: running.build_number } } });
    },

    /** After a restart nothing is running any more: say so instead of leaving builds 'in progress'. */
    async interruptRunning() {
      for (const build of await builds.allRunning()) await markStopped(build.id, { code: 'interrupted', params: {} });
      await deps.branchAnalyses?.interruptRunning();
    },

    /** The queue gave the job up (it kept failing or stalled): its reason is for administrators. */
    async failed(job: ScanJob, reason: string) {
      if (job.analysisId !== undefined) return deps.branchAnalyses?.failed(job.analysisId, reason.slice(0, 2000));
      if (await markStopped(job.buildId, { code: 'failed', params: {}, detail: reason.slice(0, 2000) }, FLAG.failure)) await deps.events?.scanEnded(job.buildId);
    },

    async folderTree(actor: Actor, taskId: number): Promise<FolderNode> {
      const { task } = await deps.tasks.authorised(actor, taskId, 'view');
      const dir = workDir(task.id);
      if (!fs.existsSync(path.join(dir, '.git'))) {
        try {
          await deps.engine.checkout({ url: task.repo_url, branch: task.branch, dir, credential: deps.tasks.credentialOf(task), signal: AbortSignal.timeout(120_000) });
        } catch (error) {
          throw repoFailure(error, deps.log, { taskId: task.id });
        }
      }
      return deps.engine.folderTree(dir);
    },

    async branches(url: string) {
      try {
        return await deps.engine.branches(url);
      } catch (error) {
        throw repoFailure(error, deps.log);
      }
    },
  };
}

export type ScanService = ReturnType<typeof scanService>;
