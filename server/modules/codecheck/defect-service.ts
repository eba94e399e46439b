import type { z } from 'zod';
import { averageCcnBand, duplicationRateBand } from '../../../contract/codecheck-bands';
import type {
  authorBody,
  CcnMetrics,
  checkerConfigBody,
  DuplicationMetrics,
  ignoreBody,
  LintMetrics,
  OverviewTool,
  segmentBody,
  ToolMetrics,
  ToolReport,
  WarnListBody,
  WarnListQuery,
} from '../../../contract/codecheck-defect';
import type { Locale } from '../../../contract/constants';
import type { PageQuery } from '../../../contract/page';
import type { ToolPattern } from '../../../contract/tools';
import { countByRisk } from '../../analysis/ccn/bands';
import { codeRate, commentRate } from '../../analysis/code-detail';
import { linesOf, readRepoFile } from '../../analysis/repo-files';
import type { Actor } from '../../auth/actor';
import { pageOf, pageWindow } from '../../db/paging';
import { errors } from '../../errors';
import { accountOfAuthor } from './authorship';
import type { CodecheckRepositories } from './codecheck-repositories';
import { blocksOf, presentDuplicated, presentLint, presentRisky } from './defect-presenter';
import { newDefectThreshold, newDefectTime } from './new-defect-time';
import { presentGateResult } from './quality-gate';
import { ignoreChange } from './record-messages';
import { presentFailure, readFailure } from './scan-failure';
import type { CodecheckEvents } from './scan-service';
import { taskRoleAllows } from './task-policy';
import { parseJsonList, toolInfo } from './task-presenter';
import type { TaskService } from './task-service';
import type { ToolRegistry } from './tool-registry';
import { toolTimes } from './tool-times';

const MAX_FILE_BYTES = 2 * 1024 * 1024;
const MAX_DETAIL_LINES = 5000;
const TREND_SCANS = 30;

/** Chart figures are stored as JSON by the scan and ingest runs, from these same types. */
function storedMetrics<T extends ToolMetrics>(json: string): T {
  return JSON.parse(json) as T;
}

/** An enabled tool on the overview, with the band its pattern has. */
function overviewTool(base: { toolName: string; toolDisplayName: string; installed: boolean }, pattern: ToolPattern, stored: string | undefined): OverviewTool {
  if (pattern === 'CCN') {
    const metrics = stored ? storedMetrics<CcnMetrics>(stored) : null;
    return { ...base, toolPattern: pattern, metrics, band: metrics ? averageCcnBand(metrics.averageCcn) : null };
  }
  if (pattern === 'DUPC') {
    const metrics = stored ? storedMetrics<DuplicationMetrics>(stored) : null;
    return { ...base, toolPattern: pattern, metrics, band: metrics ? duplicationRateBand(metrics.rate) : null };
  }
  return { ...base, toolPattern: pattern, metrics: stored ? storedMetrics<LintMetrics>(stored) : null, band: null };
}

export function defectService(repos: CodecheckRepositories, deps: { tasks: TaskService; tools: ToolRegistry; workDir: (taskId: number) => string; events?: CodecheckEvents }) {
  const { defects, builds, tasks, users, records, results } = repos;

  async function taskTool(actor: Actor, taskId: number, toolName: string, action: 'view' | 'handle' | 'configure') {
    const { task } = await deps.tasks.authorised(actor, taskId, action);
    const tool = (await tasks.tools(taskId)).find((row) => row.tool_name === toolName);
    if (!tool) throw errors.badRequest('toolNotEnabled');
    return { task, tool, pattern: toolInfo(toolName).pattern };
  }

  async function installedCheckers(toolName: string) {
    const all = await deps.tools.checkers(toolName);
    if (!all) throw errors.conflict('toolNotInstalled', { tool: toolName });
    return all;
  }

  async function fileLines(taskId: number, filePath: string, from = 1, to = MAX_DETAIL_LINES) {
    let text: string | undefined;
    try {
      text = await readRepoFile(deps.workDir(taskId), filePath, MAX_FILE_BYTES);
    } catch {
      throw errors.notFound();
    }
    if (text === undefined) return { lines: [], truncated: false };
    const all = linesOf(text);
    const last = Math.min(all.length, to, from + MAX_DETAIL_LINES - 1);
    return { lines: all.slice(from - 1, last).map((line, index) => ({ number: from + index, text: line })), truncated: last < all.length };
  }

  return {
    async list(actor: Actor, filter: WarnListBody, paging: WarnListQuery) {
      const { task, pattern } = await taskTool(actor, filter.taskId, filter.toolName, 'view');
      const emptyCounts = { newCount: 0, historyCount: 0, extremelyHigh: 0, high: 0, medium: 0, low: 0, open: 0, fixed: 0, ignored: 0 };
      if (pattern === 'CCN') {
        const { rows, total } = await defects.riskyPage(filter, paging);
        const all = await defects.riskyOpen(task.id);
        const open = all.filter((row) => row.status === 'open');
        return {
          toolPattern: pattern,
          lintList: null,
          duplicatedFileList: null,
          riskyFunctionList: pageOf(rows.map(presentRisky), total, paging),
          counts: { ...emptyCounts, ...countByRisk(open), open: open.length, fixed: all.length - open.length },
        };
      }
      if (pattern === 'DUPC') {
        const { rows, total } = await defects.duplicatedPage(filter, paging);
        return { toolPattern: pattern, lintList: null, riskyFunctionList: null, duplicatedFileList: pageOf(rows.map(presentDuplicated), total, paging), counts: { ...emptyCounts, open: total } };
      }
      const newSince = newDefectThreshold(await newDefectTime(task, builds));
      const { rows, total } = await defects.lintPage(filter, paging, newSince);
      return {
        toolPattern: pattern,
        riskyFunctionList: null,
        duplicatedFileList: null,
        lintList: pageOf(rows.map((row) => presentLint(row, newSince)), total, paging),
        counts: { ...emptyCounts, ...(await defects.lintCounts(filter, newSince)) },
      };
    },

    async detail(actor: Actor, taskId: number, toolName: string, id: number) {
      const { task, pattern } = await taskTool(actor, taskId, toolName, 'view');
      const result = { lintDefect: null, riskyFunction: null, duplicatedFile: null, blockInfoList: [] as ReturnType<typeof blocksOf> };
      if (pattern === 'CCN') {
        const row = await defects.riskyById(taskId, id);
        if (!row) throw errors.notFound();
        const content = await fileLines(taskId, row.file_path);
        return { ...result, riskyFunction: presentRisky(row), filePath: row.file_path, fileContent: content.lines, truncated: content.truncated };
      }
      if (pattern === 'DUPC') {
        const row = await defects.duplicatedById(taskId, id);
        if (!row) throw errors.notFound();
        const content = await fileLines(taskId, row.file_path);
        return { ...result, duplicatedFile: presentDuplicated(row), blockInfoList: blocksOf(row), filePath: row.file_path, fileContent: content.lines, truncated: content.truncated };
      }
      const row = await defects.lintById(taskId, toolName, id);
      if (!row) throw errors.notFound();
      const content = await fileLines(taskId, row.file_path);
      return { ...result, lintDefect: presentLint(row, newDefectThreshold(await newDefectTime(task, builds))), filePath: row.file_path, fileContent: content.lines, truncated: content.truncated };
    },

    async segment(actor: Actor, body: z.infer<typeof segmentBody>) {
      await deps.tasks.authorised(actor, body.taskId, 'view');
      if (body.endLine < body.beginLine) throw errors.badRequest();
      return (await fileLines(body.taskId, body.filePath, body.beginLine, body.endLine)).lines;
    },

    async checkersAndOwners(actor: Actor, taskId: number, toolName: string) {
      const { pattern } = await taskTool(actor, taskId, toolName, 'view');
      const tally = (values: (string | null)[]) => {
        const counts = new Map<string, number>();
        for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
        return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
      };
      // Each git author says which account it is, so a list of people can show a person once, not as account and author.
      const authorsOf = async (rows: { author: string | null; author_email: string | null }[]) => {
        const emails = new Map<string, string | null>();
        for (const row of rows) if (row.author && !emails.get(row.author)) emails.set(row.author, row.author_email);
        const accounts = new Map(await Promise.all([...emails].map(async ([name, email]) => [name, await accountOfAuthor(users, name, email)] as const)));
        return tally(rows.map((row) => row.author)).map((entry) => ({ ...entry, account: accounts.get(entry.name) ?? null }));
      };
      if (pattern === 'LINT') {
        const rows = await defects.checkersAndOwners(taskId, toolName);
        return { checkers: tally(rows.map((row) => row.checker)), authors: await authorsOf(rows), handlers: tally(rows.map((row) => row.handler)) };
      }
      const rows = await defects.ownersOf(pattern === 'CCN' ? 'risky_functions' : 'duplicated_files', taskId);
      return { checkers: [], authors: await authorsOf(rows), handlers: tally(rows.map((row) => row.handler)) };
    },

    async reassign(actor: Actor, body: z.infer<typeof authorBody>) {
      const { task, pattern } = await taskTool(actor, body.taskId, body.toolName, 'handle');
      if (!(await users.findByAccount(body.handler))) throw errors.badRequest('unknownAccount', { name: body.handler });
      const table = pattern === 'CCN' ? 'risky_functions' : pattern === 'DUPC' ? 'duplicated_files' : 'defects';
      const changed = await defects.setHandler(table, task.id, body.toolName, body.ids, body.handler);
      await records.add({ taskId: task.id, toolName: body.toolName, operator: actor.account, type: 'HANDLER', information: { key: 'recordHandler', params: { count: changed, handler: body.handler } } });
      if (changed) await deps.events?.defectsAssigned({ taskId: task.id, toolName: body.toolName, assignee: body.handler, assignedBy: actor.account, defectIds: body.ids });
      return changed;
    },

    /** Ignored defects stay ignored across scans until someone brings them back. */
    async setIgnored(actor: Actor, body: z.infer<typeof ignoreBody>) {
      const { task, pattern } = await taskTool(actor, body.taskId, body.toolName, 'handle');
      if (pattern !== 'LINT') throw errors.badRequest('toolNotEnabled');
      const changed = await defects.setIgnored(task.id, body.toolName, body.ids, body.ignore, body.reason ?? null);
      await records.add({ taskId: task.id, toolName: body.toolName, operator: actor.account, type: 'HANDLER', information: ignoreChange(body.ignore, changed, body.reason) });
      return changed;
    },

    async report(actor: Actor, taskId: number, toolName: string): Promise<ToolReport> {
      const { task, pattern } = await taskTool(actor, taskId, toolName, 'view');
      const scans = (await builds.metrics(task.id, toolName, TREND_SCANS)).reverse();
      const trendOf = <T extends ToolMetrics>() => scans.map((row) => ({ buildNum: row.build_number, time: row.end_at, ...storedMetrics<T>(row.metrics) }));
      if (pattern === 'CCN') {
        const trend = trendOf<CcnMetrics>();
        const latest = trend.at(-1) ?? null;
        return { toolPattern: pattern, trend, latest, band: latest ? averageCcnBand(latest.averageCcn) : null, byAuthor: [], bySeverity: null };
      }
      if (pattern === 'DUPC') {
        const trend = trendOf<DuplicationMetrics>();
        const latest = trend.at(-1) ?? null;
        return { toolPattern: pattern, trend, latest, band: latest ? duplicationRateBand(latest.rate) : null, byAuthor: [], bySeverity: null };
      }
      const trend = trendOf<LintMetrics>();
      const latest = trend.at(-1) ?? null;
      const open = await defects.openLintForCharts(task.id, toolName);
      const authors = new Map<string, { author: string; high: number; medium: number; low: number }>();
      for (const row of open) {
        const name = row.handler ?? '';
        const entry = authors.get(name) ?? { author: name, high: 0, medium: 0, low: 0 };
        if (row.severity === 1) entry.high += 1;
        else if (row.severity === 2) entry.medium += 1;
        else entry.low += 1;
        authors.set(name, entry);
      }
      const bySeverity = { high: open.filter((r) => r.severity === 1).length, medium: open.filter((r) => r.severity === 2).length, low: open.filter((r) => r.severity === 3).length };
      return { toolPattern: pattern, trend, latest, band: null, byAuthor: [...authors.values()].sort((a, b) => b.high + b.medium + b.low - (a.high + a.medium + a.low)), bySeverity };
    },

    async checkers(actor: Actor, taskId: number, toolName: string) {
      const { tool } = await taskTool(actor, taskId, toolName, 'view');
      const all = await installedCheckers(toolName);
      const chosen = tool.checkers ? new Set(parseJsonList<string>(tool.checkers)) : null;
      return all.map((checker) => ({
        key: checker.key,
        name: checker.name,
        severity: checker.severity,
        description: checker.description ?? null,
        defaultEnabled: checker.defaultEnabled,
        enabled: chosen ? chosen.has(checker.key) : checker.defaultEnabled,
      }));
    },

    async configureCheckers(actor: Actor, body: z.infer<typeof checkerConfigBody>) {
      const { task, tool, pattern } = await taskTool(actor, body.taskId, body.toolName, 'configure');
      if (pattern !== 'LINT') throw errors.badRequest('toolNotEnabled');
      const wanted = [...new Set(body.checkers)].sort();
      if (!wanted.length) throw errors.badRequest('emptyCheckers');
      const all = await installedCheckers(body.toolName);
      const unknown = wanted.find((key) => !all.some((checker) => checker.key === key));
      if (unknown) throw errors.badRequest('unknownChecker', { name: unknown });
      const current = (tool.checkers ? parseJsonList<string>(tool.checkers) : all.filter((c) => c.defaultEnabled).map((c) => c.key)).sort();
      if (current.length === wanted.length && current.every((key, i) => key === wanted[i])) throw errors.badRequest('noChangedCheckers');
      await tasks.setCheckers(task.id, body.toolName, wanted);
      const added = wanted.filter((key) => !current.includes(key));
      const removed = current.filter((key) => !wanted.includes(key));
      await records.add({ taskId: task.id, toolName: body.toolName, operator: actor.account, type: 'CHECKERS', information: { key: 'recordCheckers', params: { added, removed } } });
    },

    async taskLog(actor: Actor, taskId: number, toolName: string | undefined, paging: PageQuery, locale: Locale) {
      const { task, role } = await deps.tasks.authorised(actor, taskId, 'view');
      const toolOutput = taskRoleAllows(role, 'readToolOutput', task);
      const failureOf = (message: string | null) => presentFailure(readFailure(message), locale, toolOutput);
      const total = await builds.count(taskId);
      const rows = await builds.page(taskId, pageWindow(paging));
      const latest = await builds.latest(taskId);
      const buildIds = [...rows.map((row) => row.id), ...(latest ? [latest.id] : [])];
      const steps = await builds.steps(buildIds);
      const gates = await repos.gates.resultsOf(buildIds);
      const gateOf = (buildId: number) => {
        const stored = gates.find((gate) => gate.build_id === buildId);
        return stored ? presentGateResult(stored) : null;
      };
      const present = (row: NonNullable<typeof latest>) => {
        const own = steps.filter((step) => step.build_id === row.id && (!toolName || step.tool_name === toolName));
        return {
          buildNum: row.build_number,
          flag: row.flag,
          trigger: row.trigger,
          scanType: row.scan_type,
          commit: row.commit_id,
          message: failureOf(row.message).words,
          failure: failureOf(row.message).failure,
          queuedTime: row.queued_at,
          startTime: row.start_at,
          endTime: row.end_at,
          elapsed: row.start_at && row.end_at ? row.end_at - row.start_at : null,
          createdBy: row.created_by,
          steps: own.map((step) => {
            const { words, failure } = failureOf(step.message);
            return { toolName: step.tool_name, step: step.step, flag: step.flag, startTime: step.start_at, endTime: step.end_at, msg: words, failure };
          }),
          tools: toolTimes(own),
          gate: gateOf(row.id),
        };
      };
      return {
        taskLogPage: pageOf(rows.map(present), total, paging),
        lastAnalysisResult: latest ? present(latest) : null,
      };
    },

    async overview(actor: Actor, taskId: number, locale: Locale) {
      const detail = await deps.tasks.detail(actor, taskId, locale);
      const log = await this.taskLog(actor, taskId, undefined, { pageNum: 1, pageSize: 1 }, locale);
      const lastSuccess = await builds.lastSuccessful(taskId);
      const codeDetail = lastSuccess ? await results.codeDetailOf(lastSuccess.id) : [];
      const tools: OverviewTool[] = [];
      for (const tool of detail.enableToolList) {
        const latest = (await builds.metrics(taskId, tool.toolName, 1))[0];
        tools.push(overviewTool({ toolName: tool.toolName, toolDisplayName: tool.toolDisplayName, installed: tool.installed }, tool.toolPattern, latest?.metrics));
      }
      return {
        task: detail,
        lastAnalysis: log.lastAnalysisResult,
        tools,
        codeDetail: codeDetail.map((row) => ({
          ...row,
          commentRate: commentRate(row),
          codeRate: codeRate(row),
        })),
      };
    },
  };
}

export type DefectService = ReturnType<typeof defectService>;
