import { FLAG, STEP, TOOL_STATUS } from '../../../contract/codecheck-codes';
import { CheckoutError } from '../../analysis/checkout';
import { IngestError, type IngestFormat, ingestReport } from '../../analysis/ingest';
import { linesOf, readRepoFile } from '../../analysis/repo-files';
import { fingerprintFindings } from '../../analysis/tracking';
import { DEFAULT_LIMITS } from '../../analysis/types';
import type { Actor } from '../../auth/actor';
import { AppError, errors } from '../../errors';
import { authorship } from './authorship';
import { codecheckErrors } from './codecheck-errors';
import type { CodecheckRepositories } from './codecheck-repositories';
import { storeLintFindings } from './lint-results';
import { newDefectTime } from './new-defect-time';
import { checkQualityGate } from './quality-gate';
import { repoFailure, type RepoLog } from './repo-access';
import type { ScanEngine } from './scan-engine';
import { checkoutFailure, storedFailure } from './scan-failure';
import type { CodecheckEvents } from './scan-service';
import type { TaskService } from './task-service';

/**
 * Reports from tools that run in a pipeline (detekt, StyleCop, golangci-lint, any SARIF or checkstyle
 * writer) become a build of the task like a scan would: checked out for line text and authors,
 * tracked against the tool's earlier defects.
 */
export function ingestService(repos: CodecheckRepositories, deps: { tasks: TaskService; engine: ScanEngine; workDir: (taskId: number) => string; log: RepoLog; events?: CodecheckEvents; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const { builds, tasks, records } = repos;

  return {
    async ingest(actor: Actor, taskId: number, toolName: string, format: IngestFormat, report: string) {
      const { task } = await deps.tasks.authorised(actor, taskId, 'scan');
      const tool = (await tasks.tools(taskId)).find((row) => row.tool_name === toolName && row.status === TOOL_STATUS.enabled);
      if (!tool) throw errors.badRequest('toolNotEnabled');
      if (await builds.running(taskId)) throw errors.conflict('scanInProgress');

      const build = await builds.create(taskId, 'pipeline', 'full', actor.account);
      const buildRow = (await builds.findById(build.id))!;
      try {
        await builds.start(build.id);
        await builds.step(build.id, toolName, STEP.download, FLAG.running);
        const dir = deps.workDir(taskId);
        const { commit } = await deps.engine.checkout({ url: task.repo_url, branch: task.branch, dir, credential: deps.tasks.credentialOf(task), signal: AbortSignal.timeout(15 * 60_000) });
        await builds.setCommit(build.id, commit);
        const files = await deps.engine.listFiles(dir, (await tasks.pathFilters(taskId)).map((row) => row.path));
        let parsed;
        try {
          parsed = ingestReport(report, toolName, format, { knownFiles: files });
        } catch (error) {
          if (error instanceof IngestError) throw codecheckErrors.badReport(error.key, error.message);
          throw error;
        }
        const inScope = new Set(files);
        const findings = parsed.findings.filter((finding) => inScope.has(finding.path));
        await builds.step(build.id, toolName, STEP.submitting, FLAG.running);
        const lines = new Map<string, string[] | undefined>();
        for (const path of new Set(findings.map((finding) => finding.path))) {
          const text = await readRepoFile(dir, path, DEFAULT_LIMITS.maxFileBytes).catch(() => undefined);
          lines.set(path, text === undefined ? undefined : linesOf(text));
        }
        const tracked = fingerprintFindings(findings, (path) => lines.get(path));
        const metrics = await storeLintFindings(
          repos.results,
          { task, buildNumber: buildRow.build_number, scannedFiles: files, incremental: false, newDefectTime: await newDefectTime(task, builds), now },
          toolName,
          tracked,
          authorship(deps.engine.blamer(dir), repos.users, commit),
        );
        await builds.saveMetrics(build.id, toolName, metrics);
        await repos.transaction(async (trx) => {
          await trx.builds.step(build.id, toolName, STEP.done, FLAG.success);
          await trx.builds.finish(build.id, FLAG.success, null);
          await checkQualityGate(trx, task, build.id, now());
        });
        await records.add({ taskId, toolName, operator: actor.account, type: 'SCAN', information: { key: 'recordReportIngested', params: { build: build.buildNumber, format } } });
        await deps.events?.scanEnded(build.id);
        return { buildNum: build.buildNumber, findings: tracked.length, skipped: parsed.skipped + parsed.findings.length - findings.length, created: metrics.createdThisScan, fixed: metrics.fixedThisScan };
      } catch (error) {
        // The report's own refusal is the answer to the upload; git's words stay in the log.
        const message = storedFailure(
          error instanceof AppError ? { code: 'failed', params: {}, detail: error.key } : error instanceof CheckoutError ? checkoutFailure(error, task.repo_url) : { code: 'repoUnreachable', params: {} },
        );
        await builds.step(build.id, toolName, STEP.done, FLAG.failure, message);
        await builds.finish(build.id, FLAG.failure, message);
        if (error instanceof AppError) throw error;
        throw repoFailure(error, deps.log, { taskId });
      }
    },
  };
}

export type IngestService = ReturnType<typeof ingestService>;
