import { z } from 'zod';
import { AREA } from './api-areas';
import { FUNCTION_RISKS, QUALITY_BANDS, RISK_BANDS } from './codecheck-bands';
import { logFlag, scanFailure, stepCode } from './codecheck-codes';
import { gateResult } from './codecheck-gate';
import { taskDetail, taskId, taskIdParam, taskIdQuery, toolName } from './codecheck-task';
import { IGNORE_REASON_MAX, PAGING } from './constants';
import { byteEndpoint, endpoint } from './endpoint';
import { page, pageQuery } from './page';
import { toolPattern } from './tools';

/** The page and order of a tool's defects, risky functions or duplicated files (spec §3 paging params). */
const warnListQuery = pageQuery(PAGING.defects).extend({
  sortField: z.enum(['severity', 'filePath', 'line', 'createdAt', 'checker', 'author', 'handler', 'ccn', 'rate', 'duplicatedLines', 'functionName']).optional(),
  sortType: z.enum(['ASC', 'DESC']).default('DESC'),
});
export type WarnListQuery = z.infer<typeof warnListQuery>;

const defectStatus = z.enum(['open', 'fixed', 'ignored']);

/** Who wrote an item, from git blame, and the account that deals with it: kept apart, as only an account can be handed work. */
const ownership = {
  author: z.string().nullable().meta({ description: 'The git author (the latest modifier of a range), by name' }),
  authorEmail: z.string().nullable().meta({ description: "The git author's e-mail address" }),
  handler: z.string().nullable().meta({
    description: "The account that handles it: at first the account with the git author's e-mail (else the only one with the author's name), none when no account matches; kept across scans once set",
  }),
};

const warnListBody = z.strictObject({
  taskId,
  toolName,
  checker: z.string().max(200).optional(),
  author: z.string().max(200).optional().meta({ description: 'The git author, by the name git blame gives' }),
  handler: z.string().max(64).optional().meta({ description: 'The account that handles the item' }),
  filePath: z.string().max(500).optional(),
  severity: z
    .array(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .max(3)
    .optional()
    .meta({ description: 'Lint defects: 1 high, 2 medium, 3 low. Risky functions: 1 extremely high, 2 high, 3 medium.' }),
  defectType: z.enum(['new', 'history']).optional(),
  status: defectStatus.default('open'),
});
export type WarnListBody = z.infer<typeof warnListBody>;

export const lintDefect = z.object({
  id: z.number().int(),
  checker: z.string(),
  severity: z.number().int(),
  filePath: z.string(),
  fileName: z.string(),
  line: z.number().int(),
  message: z.string(),
  ...ownership,
  status: z.string(),
  defectType: z.enum(['new', 'history']),
  createdAt: z.number(),
  fixedAt: z.number().nullable(),
});

export const riskyFunction = z.object({
  id: z.number().int(),
  functionName: z.string(),
  ccn: z.number().int(),
  risk: z.enum(FUNCTION_RISKS),
  filePath: z.string(),
  fileName: z.string(),
  language: z.string(),
  beginLine: z.number().int(),
  endLine: z.number().int(),
  totalLines: z.number().int(),
  ...ownership,
  status: z.string(),
  modifiedAt: z.number().nullable(),
});

const blockSide = z.object({ path: z.string(), startLine: z.number().int(), endLine: z.number().int() });
const blockInfo = z.object({ blockNumber: z.number().int(), source: blockSide, target: blockSide, lines: z.number().int(), tokens: z.number().int() });

/** One file's share of duplication: both sides of a clone count, each in its own file. */
export const duplicatedFile = z.object({
  id: z.number().int(),
  filePath: z.string(),
  fileName: z.string(),
  duplicatedBlocks: z.number().int().meta({ description: 'Clone sides in this file' }),
  duplicatedLines: z.number().int().meta({ description: 'Lines of this file inside at least one clone, each counted once' }),
  totalLines: z.number().int().meta({ description: 'Lines of this file' }),
  rate: z.number().meta({ description: 'duplicatedLines as a percentage of totalLines, to two decimals' }),
  risk: z.enum(RISK_BANDS),
  ...ownership,
});

/** Open items by impact: a lint defect's severity, or a risky function's band under the same name. */
const warnCounts = z.object({
  newCount: z.number().int(),
  historyCount: z.number().int(),
  extremelyHigh: z.number().int().meta({ description: 'Risky functions in the extremely high band; 0 for other tools' }),
  high: z.number().int(),
  medium: z.number().int(),
  low: z.number().int(),
  open: z.number().int(),
  fixed: z.number().int(),
  ignored: z.number().int(),
});

const warnListResult = z.object({
  toolPattern,
  lintList: page(lintDefect).nullable(),
  riskyFunctionList: page(riskyFunction).nullable(),
  duplicatedFileList: page(duplicatedFile).nullable(),
  counts: warnCounts,
});

const warnDetailBody = z.strictObject({ taskId, toolName, id: z.number().int().positive() });

const fileLine = z.object({ number: z.number().int(), text: z.string() });
const warnDetailResult = z.object({
  lintDefect: lintDefect.nullable(),
  riskyFunction: riskyFunction.nullable(),
  duplicatedFile: duplicatedFile.nullable(),
  blockInfoList: z.array(blockInfo),
  filePath: z.string(),
  fileContent: z.array(fileLine),
  truncated: z.boolean(),
});

export const segmentBody = z.strictObject({
  taskId,
  filePath: z.string().min(1).max(500),
  beginLine: z.number().int().min(1),
  endLine: z.number().int().min(1),
});

export const authorBody = z.strictObject({
  taskId,
  toolName,
  ids: z.array(z.number().int().positive()).min(1, 'v:atLeastOne:').max(1000),
  handler: z.string().trim().min(1, 'v:necessary:').max(64),
});

export const ignoreBody = z.strictObject({
  taskId,
  toolName,
  ids: z.array(z.number().int().positive()).min(1, 'v:atLeastOne:').max(1000),
  /** True ignores the defects with the reason; false brings them back. */
  ignore: z.boolean(),
  reason: z.string().trim().max(IGNORE_REASON_MAX).optional(),
});

export const checkerConfigBody = z.strictObject({
  taskId,
  toolName,
  checkers: z.array(z.string().max(200)).max(2000),
});

const checkerItem = z.object({ key: z.string(), name: z.string(), severity: z.number().int(), description: z.string().nullable(), enabled: z.boolean(), defaultEnabled: z.boolean() });

const taskLogQuery = pageQuery(PAGING.taskLog).extend({ taskId, toolName: toolName.optional() });

const stepEntry = z.object({
  toolName: z.string(),
  step: stepCode,
  flag: logFlag,
  startTime: z.number(),
  endTime: z.number().nullable(),
  msg: z.string().nullable().meta({ description: "The failure in the request's language" }),
  failure: scanFailure.nullable(),
});
/** One tool's times in a scan, in milliseconds; null while it has not finished. */
const toolTime = z.object({
  toolName: z.string(),
  flag: logFlag,
  startTime: z.number(),
  endTime: z.number().nullable(),
  elapsed: z.number().nullable().meta({ description: "From the tool's first step to its last, waiting for the code and for the other tools included" }),
  analysisElapsed: z.number().nullable().meta({ description: 'The time the tool itself analysed the code (its scanning step); null when it did not run here (uploaded reports)' }),
});

export const buildLog = z.object({
  buildNum: z.number().int(),
  flag: logFlag,
  trigger: z.string(),
  scanType: z.string(),
  commit: z.string().nullable(),
  message: z.string().nullable().meta({ description: "Why the scan failed or stopped, in the request's language" }),
  failure: scanFailure.nullable(),
  queuedTime: z.number(),
  startTime: z.number().nullable(),
  endTime: z.number().nullable(),
  elapsed: z.number().nullable(),
  createdBy: z.string(),
  steps: z.array(stepEntry),
  tools: z.array(toolTime),
  gate: gateResult.nullable().meta({ description: "The quality gate's verdict on the scan; null while it runs or when it ended before its results were stored" }),
});

const taskLogResult = z.object({
  taskLogPage: page(buildLog),
  lastAnalysisResult: buildLog.nullable(),
});

const ingestQuery = z.strictObject({ taskId, toolName, format: z.enum(['sarif', 'checkstyle']) });

const ingestResult = z.object({
  buildNum: z.number().int(),
  findings: z.number().int(),
  skipped: z.number().int(),
  created: z.number().int(),
  fixed: z.number().int(),
});

export const tally = z.array(z.object({ name: z.string(), count: z.number().int() }));
/** Git authors with the account each one is (by e-mail, else by a name only one person has), or null. */
export const authorTally = z.array(z.object({ name: z.string(), count: z.number().int(), account: z.string().nullable() }));
const changedCount = z.object({ changed: z.number().int() });

/** What a scan keeps of a lint tool for the charts: its open defects then, and what the scan changed. */
const lintMetrics = z.object({
  open: z.number().int(),
  newDefects: z.number().int(),
  high: z.number().int(),
  medium: z.number().int(),
  low: z.number().int(),
  createdThisScan: z.number().int(),
  fixedThisScan: z.number().int(),
  reopenedThisScan: z.number().int(),
});
export type LintMetrics = z.infer<typeof lintMetrics>;

/** What a scan keeps of the complexity tool: every measured function, and the risky ones by band. */
const ccnMetrics = z.object({
  functionCount: z.number().int(),
  averageCcn: z.number(),
  riskyCount: z.number().int(),
  extremelyHigh: z.number().int(),
  high: z.number().int(),
  medium: z.number().int(),
  overLimitCcn: z.number().int(),
});
export type CcnMetrics = z.infer<typeof ccnMetrics>;

/**
 * What a scan keeps of the duplication tool: the totals jscpd's CLI prints for the scanned files with
 * its default formats and thresholds, so they match jscpd run by hand.
 */
export const duplicationMetrics = z.object({
  rate: z.number().meta({ description: "duplicatedLines as a percentage of totalLines, to two decimals: jscpd's percentage" }),
  duplicatedLines: z.number().int().meta({
    description: 'Lines of every clone, counted once per clone (one side, not both copies); a line in several clones counts in each',
  }),
  totalLines: z.number().int().meta({
    description:
      "Lines of the files jscpd compared: files of every format jscpd knows (code, markup, configuration) with at least jscpd's minimum of tokens, each up to its last token",
  }),
  duplicatedFiles: z.number().int().meta({ description: 'Files with at least one side of a clone' }),
  blocks: z.number().int().meta({ description: "Clones: pairs of duplicated blocks, jscpd's clone count" }),
});
export type DuplicationMetrics = z.infer<typeof duplicationMetrics>;

export type ToolMetrics = LintMetrics | CcnMetrics | DuplicationMetrics;

const qualityBand = z.enum(QUALITY_BANDS).meta({
  description: "Band of spec §9 for the task's average CCN (CCN tool) or duplication rate (DUPC tool)",
});

const scanPoint = { buildNum: z.number().int(), time: z.number().nullable() };
const lintPoint = lintMetrics.extend(scanPoint);
const ccnPoint = ccnMetrics.extend(scanPoint);
const duplicationPoint = duplicationMetrics.extend(scanPoint);
const severityCounts = z.object({ high: z.number().int(), medium: z.number().int(), low: z.number().int() });
const authorSeverityCounts = severityCounts.extend({ author: z.string() });

/** A tool's charts: its figures over the last scans, oldest first; lint tools also by handler and severity. */
const toolReport = z.discriminatedUnion('toolPattern', [
  z.object({ toolPattern: z.literal('LINT'), trend: z.array(lintPoint), latest: lintPoint.nullable(), band: z.null(), byAuthor: z.array(authorSeverityCounts), bySeverity: severityCounts }),
  z.object({ toolPattern: z.literal('CCN'), trend: z.array(ccnPoint), latest: ccnPoint.nullable(), band: qualityBand.nullable(), byAuthor: z.array(authorSeverityCounts), bySeverity: z.null() }),
  z.object({ toolPattern: z.literal('DUPC'), trend: z.array(duplicationPoint), latest: duplicationPoint.nullable(), band: qualityBand.nullable(), byAuthor: z.array(authorSeverityCounts), bySeverity: z.null() }),
]);
export type ToolReport = z.infer<typeof toolReport>;

const overviewToolBase = { toolName: z.string(), toolDisplayName: z.string(), installed: z.boolean() };
/** An enabled tool with the figures of its latest scan (null before its first). */
export const overviewTool = z.discriminatedUnion('toolPattern', [
  z.object({ ...overviewToolBase, toolPattern: z.literal('LINT'), metrics: lintMetrics.nullable(), band: z.null() }),
  z.object({ ...overviewToolBase, toolPattern: z.literal('CCN'), metrics: ccnMetrics.nullable(), band: qualityBand.nullable() }),
  z.object({ ...overviewToolBase, toolPattern: z.literal('DUPC'), metrics: duplicationMetrics.nullable(), band: qualityBand.nullable() }),
]);
export type OverviewTool = z.infer<typeof overviewTool>;

/** Lines of one language in the last successful scan; the rates are percentages of `total`. */
const codeDetailRow = z.object({
  language: z.string(),
  files: z.number().int(),
  blank: z.number().int(),
  comment: z.number().int(),
  code: z.number().int(),
  total: z.number().int(),
  commentRate: z.number(),
  codeRate: z.number(),
});

export const taskOverview = z.object({
  task: taskDetail,
  lastAnalysis: buildLog.nullable(),
  tools: z.array(overviewTool),
  codeDetail: z.array(codeDetailRow),
});

const toolParam = z.strictObject({ toolId: toolName });
const checkerToolParam = z.strictObject({ name: toolName });
/** SARIF arrives as JSON or as text, checkstyle as XML text. */
const ingestBody = z.union([z.string().min(1), z.record(z.string(), z.unknown())]);

const tags = ['code check: defects'];

/** Defects, risky functions and duplicates of a task's tools, their charts, checkers and scan log. */
export const defectEndpoints = {
  list: endpoint({ method: 'POST', path: `${AREA.defect}/warn/list`, tags, summary: "One page of a tool's defects, risky functions or duplicated files, with the counts", query: warnListQuery, body: warnListBody, data: warnListResult }),
  detail: endpoint({ method: 'POST', path: `${AREA.defect}/warn/detail`, tags, summary: 'One defect, risky function or duplicated file with its file content', body: warnDetailBody, data: warnDetailResult }),
  segment: endpoint({ method: 'POST', path: `${AREA.defect}/warn/fileContentSegment`, tags, summary: "Lines of a file of the task's checkout", body: segmentBody, data: z.array(fileLine) }),
  checkersAndAuthors: endpoint({
    method: 'GET',
    path: `${AREA.defect}/warn/checker/authors/toolName/{toolId}`,
    tags,
    summary: "The checkers, git authors and handlers of a tool's open items with how many each has, to filter by",
    params: toolParam,
    query: taskIdQuery,
    data: z.object({ checkers: tally, authors: authorTally, handlers: tally }),
  }),
  reassign: endpoint({
    method: 'PUT',
    path: `${AREA.defect}/warn/author`,
    tags,
    summary: 'Hand defects to another person',
    description: '`handler` is an account; one the server does not know is refused with status 400. Later scans keep the handler.',
    body: authorBody,
    data: changedCount,
  }),
  ignore: endpoint({ method: 'PUT', path: `${AREA.defect}/warn/ignore`, tags, summary: 'Ignore lint defects with a reason, or bring them back', body: ignoreBody, data: changedCount }),
  report: endpoint({ method: 'GET', path: `${AREA.defect}/report/toolName/{toolId}`, tags, summary: "A tool's charts over the task's recent scans", params: toolParam, query: taskIdQuery, data: toolReport }),
  checkers: endpoint({ method: 'GET', path: `${AREA.defect}/checker/toolName/{name}`, tags, summary: "A lint tool's checkers and which of them the task uses", params: checkerToolParam, query: taskIdQuery, data: z.array(checkerItem) }),
  configureCheckers: endpoint({ method: 'POST', path: `${AREA.defect}/checker/config/package`, tags, summary: 'Choose the checkers a lint tool runs on the task', body: checkerConfigBody, data: z.null() }),
  taskLog: endpoint({ method: 'GET', path: `${AREA.defect}/tasklog`, tags, summary: "A page of the task's scans with each tool's steps, and the latest scan", query: taskLogQuery, data: taskLogResult }),
  overview: endpoint({ method: 'GET', path: `${AREA.task}/overview/{taskId}`, tags, summary: "A task's overview: the task, its latest scan, each tool's latest figures and the code per language", params: taskIdParam, data: taskOverview }),
  ingest: endpoint({
    method: 'POST',
    path: `${AREA.defect}/ingest`,
    tags,
    summary: "Record a pipeline's analysis report as a scan of one tool",
    description: 'The body is a SARIF report (`application/json` or `application/sarif+json`) or a checkstyle report (`application/xml` or `text/xml`), as `format` says.',
    query: ingestQuery,
    body: ingestBody,
    data: ingestResult,
  }),
};

/** A task's findings as a file for other tools. */
export const defectExportEndpoints = {
  sarif: byteEndpoint({
    method: 'GET',
    path: `${AREA.defect}/sarif/{taskId}`,
    tags,
    summary: "The task's open and ignored findings as a SARIF 2.1.0 log, for GitHub's or GitLab's code scanning",
    description:
      'One run per tool: lint defects with their checkers as rules, risky functions and duplicated blocks; paths relative to the repository root, the scanned commit, a stable `partialFingerprints` entry per finding, and ignored items as accepted suppressions with their reason. Anyone who may view the task may take it.',
    params: taskIdParam,
    produces: ['application/sarif+json'],
  }),
  checkstyle: byteEndpoint({
    method: 'GET',
    path: `${AREA.defect}/checkstyle/{taskId}`,
    tags,
    summary: "The task's open findings as a checkstyle XML report, for Jenkins' Warnings plugin, reviewdog and other readers of lint reports",
    description:
      'One `<file>` per path relative to the repository root; lint defects with `<tool>.<checker>` as their source, risky functions and duplicated blocks; severities error, warning and info. Ignored items are left out. Anyone who may view the task may take it.',
    params: taskIdParam,
    produces: ['application/xml'],
  }),
};
