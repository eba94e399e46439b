import { z } from 'zod';
import { taskId, toolName } from './codecheck-task';

export const pagingQuery = z.strictObject({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  sortField: z.enum(['severity', 'filePath', 'line', 'createdAt', 'checker', 'author', 'ccn', 'rate', 'duplicatedLines', 'functionName']).optional(),
  sortType: z.enum(['ASC', 'DESC']).default('DESC'),
});
export type PagingQuery = z.infer<typeof pagingQuery>;

export const defectStatus = z.enum(['open', 'fixed', 'ignored']);

export const warnListBody = z.strictObject({
  taskId,
  toolName,
  checker: z.string().max(200).optional(),
  author: z.string().max(64).optional(),
  filePath: z.string().max(500).optional(),
  severity: z.array(z.union([z.literal(1), z.literal(2), z.literal(3)])).max(3).optional(),
  defectType: z.enum(['new', 'history']).optional(),
  status: defectStatus.default('open'),
});
export type WarnListBody = z.infer<typeof warnListBody>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ content: z.array(item), totalElements: z.number().int(), totalPages: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() });

export const lintDefect = z.object({
  id: z.number().int(),
  checker: z.string(),
  severity: z.number().int(),
  filePath: z.string(),
  fileName: z.string(),
  line: z.number().int(),
  message: z.string(),
  author: z.string().nullable(),
  handler: z.string().nullable(),
  status: z.string(),
  defectType: z.enum(['new', 'history']),
  createdAt: z.number(),
  fixedAt: z.number().nullable(),
});

export const riskyFunction = z.object({
  id: z.number().int(),
  functionName: z.string(),
  ccn: z.number().int(),
  risk: z.enum(['extremelyHigh', 'high', 'medium']),
  filePath: z.string(),
  fileName: z.string(),
  language: z.string(),
  beginLine: z.number().int(),
  endLine: z.number().int(),
  totalLines: z.number().int(),
  author: z.string().nullable(),
  handler: z.string().nullable(),
  status: z.string(),
  modifiedAt: z.number().nullable(),
});

export const blockSide = z.object({ path: z.string(), startLine: z.number().int(), endLine: z.number().int() });
export const blockInfo = z.object({ blockNumber: z.number().int(), source: blockSide, target: blockSide, lines: z.number().int(), tokens: z.number().int() });

export const duplicatedFile = z.object({
  id: z.number().int(),
  filePath: z.string(),
  fileName: z.string(),
  duplicatedBlocks: z.number().int(),
  duplicatedLines: z.number().int(),
  totalLines: z.number().int(),
  rate: z.number(),
  risk: z.enum(['extremelyHigh', 'high', 'medium', 'low']),
  author: z.string().nullable(),
  handler: z.string().nullable(),
});

export const warnCounts = z.object({
  newCount: z.number().int(),
  historyCount: z.number().int(),
  high: z.number().int(),
  medium: z.number().int(),
  low: z.number().int(),
  open: z.number().int(),
  fixed: z.number().int(),
  ignored: z.number().int(),
});

export const warnListResult = z.object({
  toolPattern: z.enum(['LINT', 'CCN', 'DUPC']),
  lintList: pageOf(lintDefect).nullable(),
  riskyFunctionList: pageOf(riskyFunction).nullable(),
  duplicatedFileList: pageOf(duplicatedFile).nullable(),
  counts: warnCounts,
});

export const warnDetailBody = z.strictObject({ taskId, toolName, id: z.number().int().positive() });

export const fileLine = z.object({ number: z.number().int(), text: z.string() });
export const warnDetailResult = z.object({
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
  reason: z.string().trim().max(500).optional(),
});

export const checkerConfigBody = z.strictObject({
  taskId,
  toolName,
  checkers: z.array(z.string().max(200)).max(2000),
});

export const checkerItem = z.object({ key: z.string(), name: z.string(), severity: z.number().int(), description: z.string().nullable(), enabled: z.boolean(), defaultEnabled: z.boolean() });

export const taskLogQuery = z.strictObject({
  taskId,
  toolName: toolName.optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const stepEntry = z.object({ toolName: z.string(), step: z.number().int(), flag: z.number().int(), startTime: z.number(), endTime: z.number().nullable(), msg: z.string().nullable() });
export const buildLog = z.object({
  buildNum: z.number().int(),
  flag: z.number().int(),
  trigger: z.string(),
  scanType: z.string(),
  commit: z.string().nullable(),
  message: z.string().nullable(),
  queuedTime: z.number(),
  startTime: z.number().nullable(),
  endTime: z.number().nullable(),
  elapsed: z.number().nullable(),
  createdBy: z.string(),
  steps: z.array(stepEntry),
});

export const taskLogResult = z.object({
  taskLogPage: z.object({ totalPages: z.number().int(), number: z.number().int(), size: z.number().int(), totalElements: z.number().int(), content: z.array(buildLog) }),
  lastAnalysisResult: buildLog.nullable(),
});

export const ingestQuery = z.strictObject({ taskId, toolName, format: z.enum(['sarif', 'checkstyle']) });
