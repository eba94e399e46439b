import { z } from 'zod';
import { SUSPEND_REASON_MIN } from './constants';
import { text } from './schema-helpers';
import { CODE_LANGUAGES, TOOL_CATALOGUE, toolPattern } from './tools';

const langKeys = CODE_LANGUAGES.map((lang) => lang.key) as [string, ...string[]];
/** Ingest-only and extra lint tools share the catalogue names with CPPCHECK and GOVET. */
export const TOOL_NAMES = ['CPPCHECK', 'GOVET', ...TOOL_CATALOGUE.map((tool) => tool.name)] as [string, ...string[]];

export const langKey = z.enum(langKeys);
export const toolName = z.enum(TOOL_NAMES);
export const scanType = z.enum(['full', 'incremental']);
export type ScanType = z.infer<typeof scanType>;

/** git URLs the checkout accepts: file (where the server allows it), http(s), ssh, git and scp-like `user@host:path`. */
const REPO_URL = /^(file:\/\/\/[^\0]+|https?:\/\/[^\s]+|ssh:\/\/[^\s]+|git:\/\/[^\s]+|[A-Za-z0-9._-]+@[A-Za-z0-9.-]+:[^\s]+)$/;
export const repoUrl = z.string().trim().min(1, 'v:necessary:').max(1000).regex(REPO_URL, 'v:invalidRepoUrl:');
/** A branch name git would accept, and never one that reads as an option. */
export const branchName = z
  .string()
  .trim()
  .min(1, 'v:necessary:')
  .max(200)
  .regex(/^(?!-)(?!.*\.\.)(?!.*\/\/)[A-Za-z0-9._\/-]+(?<!\.lock)(?<!\/)$/, 'v:invalidBranch:');

export const repoCredential = z.strictObject({
  username: z.string().max(200).optional(),
  password: z.string().max(2000).optional(),
});

export const taskId = z.coerce.number().int().positive();
export const taskIdQuery = z.strictObject({ taskId });
export const taskIdParam = z.strictObject({ taskId });

export const createTaskBody = z.strictObject({
  nameEn: text({ required: true, max: 50, name: 'plain' }),
  nameCn: text({ required: true, max: 100 }),
  langs: z.array(langKey).min(1, 'v:atLeastOne:').max(langKeys.length),
  repoUrl,
  branch: branchName,
  credential: repoCredential.optional(),
  tools: z.array(toolName).max(TOOL_NAMES.length).default([]),
  projectId: z.string().trim().max(64).optional(),
  scanType: scanType.default('full'),
  fromPipeline: z.boolean().default(false),
});
export type CreateTaskBody = z.infer<typeof createTaskBody>;

export const updateTaskBody = z.strictObject({
  taskId,
  nameCn: text({ required: true, max: 100 }).optional(),
  langs: z.array(langKey).min(1, 'v:atLeastOne:').max(langKeys.length).optional(),
  newDefectTime: z.number().int().nonnegative().optional(),
});

export const membersBody = z.strictObject({
  taskId,
  admins: z.array(z.string().max(64)).min(1, 'v:atLeastOne:').max(200),
  users: z.array(z.string().max(64)).max(1000).default([]),
});

export const timingBody = z.strictObject({
  taskId,
  days: z.array(z.number().int().min(0).max(6)).max(7),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'v:invalidTime:').nullable(),
});

export const suspendBody = z.strictObject({
  taskId,
  reason: text({ required: true, min: SUSPEND_REASON_MIN, max: 500 }),
});

export const filterPathBody = z.strictObject({
  taskId,
  path: z.string().trim().min(1, 'v:necessary:').max(500),
});
export const filterPathDeleteQuery = z.strictObject({ taskId, path: z.string().min(1, 'v:necessary:').max(500) });

export const repoUpdateBody = z.strictObject({ taskId, repoUrl, branch: branchName, credential: repoCredential.optional() });

export const addToolsBody = z.strictObject({ taskId, tools: z.array(toolName).min(1, 'v:atLeastOne:').max(TOOL_NAMES.length) });
export const toolStatusBody = z.strictObject({
  taskId,
  toolNames: z.array(toolName).min(1, 'v:atLeastOne:').max(TOOL_NAMES.length),
  /** 0 enable, 1 suspend. */
  status: z.union([z.literal(0), z.literal(1)]),
});

export const branchesQuery = z.strictObject({
  projCode: z.string().max(64).optional(),
  url: repoUrl,
  type: z.string().max(20).optional(),
});

export const taskTool = z.object({
  toolName: z.string(),
  toolPattern: toolPattern,
  toolDisplayName: z.string(),
  status: z.number().int(),
  installed: z.boolean(),
  stepStatus: z.number().int().nullable(),
  curStep: z.number().int().nullable(),
});

export const taskSummary = z.object({
  taskId: z.number().int(),
  nameEn: z.string(),
  nameCn: z.string(),
  status: z.number().int(),
  langs: z.array(z.string()),
  toolNames: z.array(z.string()),
  createdFromPipeline: z.boolean(),
  lastAnalysis: z.object({ buildNum: z.number().int(), flag: z.number().int(), endTime: z.number().nullable() }).nullable(),
});
export type TaskSummary = z.infer<typeof taskSummary>;

export const taskList = z.object({ enableTasks: z.array(taskSummary), disableTasks: z.array(taskSummary) });

export const taskDetail = taskSummary.extend({
  suspendReason: z.string().nullable(),
  projectId: z.string().nullable(),
  repoUrl: z.string(),
  branch: z.string(),
  hasCredential: z.boolean(),
  scanType,
  timing: z.object({ days: z.array(z.number().int()), time: z.string().nullable() }),
  newDefectTime: z.number(),
  enableToolList: z.array(taskTool),
  disableToolList: z.array(taskTool),
  admins: z.array(z.string()),
  users: z.array(z.string()),
  createdBy: z.string(),
  createdAt: z.number(),
  isAdmin: z.boolean(),
});
export type TaskDetail = z.infer<typeof taskDetail>;

export const operationRecord = z.object({
  operator: z.string(),
  operationType: z.string(),
  operationTypeName: z.string(),
  toolName: z.string().nullable(),
  information: z.string(),
  time: z.number(),
});

export const pathFilter = z.object({ path: z.string(), createdAt: z.number() });

export interface FolderNode {
  name: string;
  path: string;
  children: FolderNode[];
}
export const folderNode: z.ZodType<FolderNode> = z.lazy(() =>
  z.object({ name: z.string(), path: z.string(), children: z.array(folderNode) }),
);
