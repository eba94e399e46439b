import { z } from 'zod';
import { AREA } from './api-areas';
import { logFlag, stepCode, taskStatus, toolStatus } from './codecheck-codes';
import { BUSINESS_STATUS, SUSPEND_REASON_MIN, TASK_LIMITS } from './constants';
import { endpoint } from './endpoint';
import { text } from './schema-helpers';
import { CODE_LANGUAGES, TOOL_NAMES, toolPattern } from './tools';

const langKeys = CODE_LANGUAGES.map((lang) => lang.key) as [string, ...string[]];

const langKey = z.enum(langKeys);
export const toolName = z.enum(TOOL_NAMES);
export const scanType = z.enum(['full', 'incremental']);
export type ScanType = z.infer<typeof scanType>;

/** Environments whose global names ESLint accepts as defined: runtimes, and test frameworks' globals. */
const JS_ENVIRONMENTS = ['node', 'browser', 'mocha', 'jest', 'vitest'] as const;
export const jsEnvironment = z.enum(JS_ENVIRONMENTS);
export type JsEnvironment = z.infer<typeof jsEnvironment>;
/** A task's choice for every file it scans; null leaves it to detection per file. */
export const jsEnvironments = z.array(jsEnvironment).max(JS_ENVIRONMENTS.length).nullable();

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

const repoCredential = z.strictObject({
  username: z.string().max(200).optional(),
  password: z.string().max(2000).optional(),
});

export const taskId = z.coerce.number<number>().int().positive();
export const taskIdQuery = z.strictObject({ taskId });
/** What a pipeline built: a commit of the task's branch, full or abbreviated; the scan fails when the branch does not hold it. */
const executeBody = taskIdQuery.extend({
  commit: z
    .string()
    .regex(/^[0-9a-fA-F]{7,64}$/, 'v:invalidCommit:')
    .transform((value) => value.toLowerCase())
    .optional()
    .meta({ description: "A commit of the task's branch to scan instead of its latest" }),
});
export const taskIdParam = z.strictObject({ taskId });

const NEW_DEFECT_TIME =
  "Milliseconds since the epoch: defects first found after it are 'new', the others 'history'. Unless a time is chosen, the end of the task's first successful scan counts, so its findings are history; null before that scan. Setting null returns to that default.";

/** A weekly scan: the days (0 is Sunday) and the time, or no days for none. */
const weeklyScan = z.strictObject({
  days: z.array(z.number().int().min(0).max(6)).max(7),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'v:invalidTime:').nullable(),
});

export const timingBody = z.strictObject({ taskId, ...weeklyScan.shape });

const createTaskBody = z.strictObject({
  nameEn: text({ required: true, min: TASK_LIMITS.nameEnMin, max: TASK_LIMITS.nameEnMax, name: 'plain' }),
  nameCn: text({ required: true, min: TASK_LIMITS.nameCnMin, max: TASK_LIMITS.nameCnMax }),
  langs: z.array(langKey).min(1, 'v:atLeastOne:').max(langKeys.length),
  repoUrl,
  branch: branchName,
  credential: repoCredential.optional(),
  tools: z.array(toolName).max(TOOL_NAMES.length).default([]),
  projectId: z.string().trim().max(64).optional(),
  scanType: scanType.default('full'),
  fromPipeline: z.boolean().default(false),
  /** The weekly scan, set with the task so creating it is one command. */
  timing: weeklyScan.optional(),
});
export type CreateTaskBody = z.infer<typeof createTaskBody>;

export const updateTaskBody = z.strictObject({
  taskId,
  nameCn: text({ required: true, min: TASK_LIMITS.nameCnMin, max: TASK_LIMITS.nameCnMax }).optional(),
  langs: z.array(langKey).min(1, 'v:atLeastOne:').max(langKeys.length).optional(),
  newDefectTime: z.number().int().nonnegative().nullable().optional().meta({ description: NEW_DEFECT_TIME }),
  jsEnvironments: jsEnvironments.optional(),
});

export const membersBody = z.strictObject({
  taskId,
  admins: z.array(z.string().max(64)).min(1, 'v:atLeastOne:').max(200),
  users: z.array(z.string().max(64)).max(1000).default([]),
});


const suspendBody = z.strictObject({
  taskId,
  reason: text({ required: true, min: SUSPEND_REASON_MIN, max: TASK_LIMITS.suspendReasonMax }),
});

/** A path filter as it is stored and compared: forward slashes, no leading `./` or `/`, no trailing `/`. */
export function normaliseFilter(filter: string): string {
  return filter.trim().replace(/\\/g, '/').replace(/^\.?\/+/, '').replace(/\/+$/, '');
}

const filterPathBody = z.strictObject({
  taskId,
  path: z.string().trim().min(1, 'v:necessary:').max(500),
});
const filterPathDeleteQuery = z.strictObject({ taskId, path: z.string().min(1, 'v:necessary:').max(500) });

export const repoUpdateBody = z.strictObject({ taskId, repoUrl, branch: branchName, credential: repoCredential.optional() });

export const addToolsBody = z.strictObject({ taskId, tools: z.array(toolName).min(1, 'v:atLeastOne:').max(TOOL_NAMES.length) });
export const toolStatusBody = z.strictObject({
  taskId,
  toolNames: z.array(toolName).min(1, 'v:atLeastOne:').max(TOOL_NAMES.length),
  status: toolStatus,
});

const branchesQuery = z.strictObject({
  projCode: z.string().max(64).optional(),
  url: repoUrl,
  type: z.string().max(20).optional(),
});

export const taskTool = z.object({
  toolName: z.string(),
  toolPattern: toolPattern,
  toolDisplayName: z.string(),
  status: toolStatus,
  installed: z.boolean(),
  /** The flag and step of the tool in the task's latest scan; null before its first scan. */
  stepStatus: logFlag.nullable(),
  curStep: stepCode.nullable(),
}).meta({ id: 'TaskTool' });

const taskSummary = z.object({
  taskId: z.number().int(),
  nameEn: z.string(),
  nameCn: z.string(),
  status: taskStatus,
  langs: z.array(z.string()),
  toolNames: z.array(z.string()),
  createdFromPipeline: z.boolean(),
  lastAnalysis: z.object({ buildNum: z.number().int(), flag: logFlag, endTime: z.number().nullable() }).nullable(),
});
export type TaskSummary = z.infer<typeof taskSummary>;

const taskList = z.object({ enableTasks: z.array(taskSummary), disableTasks: z.array(taskSummary) });

export const taskDetail = taskSummary.extend({
  suspendReason: z.string().nullable(),
  suspended: z
    .object({ by: z.string(), at: z.number() })
    .nullable()
    .meta({ description: 'Who suspended the task and when, while it is suspended and the operation records still say' }),
  projectId: z.string().nullable(),
  repoUrl: z.string(),
  branch: z.string(),
  hasCredential: z.boolean(),
  scanType,
  timing: z.object({ days: z.array(z.number().int()), time: z.string().nullable() }),
  newDefectTime: z.number().nullable().meta({ description: NEW_DEFECT_TIME }),
  jsEnvironments,
  enableToolList: z.array(taskTool),
  disableToolList: z.array(taskTool),
  admins: z.array(z.string()),
  users: z.array(z.string()),
  createdBy: z.string(),
  createdAt: z.number(),
  isAdmin: z.boolean(),
}).meta({ id: 'TaskDetail' });
export type TaskDetail = z.infer<typeof taskDetail>;

export const operationRecord = z.object({
  operator: z.string(),
  operationType: z.string(),
  operationTypeName: z.string(),
  toolName: z.string().nullable(),
  information: z.string(),
  time: z.number(),
});

const pathFilter = z.object({ path: z.string(), createdAt: z.number() });

export interface FolderNode {
  name: string;
  path: string;
  children: FolderNode[];
}
// Named (an id of the schema registry) so the OpenAPI document can refer to it from inside itself.
const folderNode: z.ZodType<FolderNode> = z
  .lazy(() => z.object({ name: z.string(), path: z.string(), children: z.array(folderNode) }))
  .meta({ id: 'FolderNode' });

const taskStatusResult = z.object({ status: taskStatus, suspendReason: z.string().nullable() });

const taskMember = z.object({ account: z.string(), name: z.string() });
const taskMembers = z.object({ admins: z.array(taskMember), users: z.array(taskMember) });

const taskRepository = z.object({ repoUrl: z.string(), branch: z.string(), hasCredential: z.boolean(), scanType, lastCommit: z.string().nullable() });
const projectRepository = z.object({ url: z.string(), branch: z.string() });

const nameEnParam = z.strictObject({ nameEn: z.string().min(1).max(100) });
const projCodeParam = z.strictObject({ projCode: z.string().min(1).max(64) });
const scanTypeParam = z.strictObject({ scanType });
const recordsQuery = z.strictObject({ toolName: z.string().max(40).optional() });

const tags = ['code check: tasks'];
const done = z.null();

/** A task's life: creation, settings, members, repository, tools, scans and its operation records. */
export const taskEndpoints = {
  list: endpoint({ method: 'GET', path: `${AREA.task}/task`, tags, summary: "The person's tasks: active ones, then suspended ones", data: taskList }),
  create: endpoint({
    method: 'POST',
    path: `${AREA.task}/task`,
    tags,
    summary: 'Create a task; the creator becomes its administrator',
    description: `An English name that is already taken answers status ${BUSINESS_STATUS.taskNameTaken} in the envelope (HTTP 409).`,
    body: createTaskBody,
    data: z.object({ taskId: z.number().int() }),
  }),
  update: endpoint({
    method: 'PUT',
    path: `${AREA.task}/task`,
    tags,
    summary: "Change a task's Chinese name, languages, new-defect time or JavaScript environments",
    description: "jsEnvironments: the environments ESLint gives every file of the task; null detects each file's from package.json and the file's location.",
    body: updateTaskBody,
    data: done,
  }),
  remove: endpoint({ method: 'DELETE', path: `${AREA.task}/task`, tags, summary: 'Delete a task, stopping its running scan first', query: taskIdQuery, data: done }),
  base: endpoint({ method: 'GET', path: `${AREA.task}/task/base`, tags, summary: 'A task with its tools and members', query: taskIdQuery, data: taskDetail }),
  info: endpoint({ method: 'GET', path: `${AREA.task}/taskInfo`, tags, summary: 'A task with its tools and members (the pipeline plug-in asks here)', query: taskIdQuery, data: taskDetail }),
  detail: endpoint({ method: 'GET', path: `${AREA.task}/taskId/{taskId}`, tags, summary: 'A task with its tools and members', params: taskIdParam, data: taskDetail }),
  status: endpoint({ method: 'GET', path: `${AREA.task}/status`, tags, summary: 'Whether a task is suspended, and why', query: taskIdQuery, data: taskStatusResult }),
  members: endpoint({ method: 'GET', path: `${AREA.task}/memberList`, tags, summary: "A task's administrators and members with their names", query: taskIdQuery, data: taskMembers }),
  setMembers: endpoint({ method: 'PUT', path: `${AREA.task}/task/member`, tags, summary: "Replace a task's administrators and members", body: membersBody, data: done }),
  nameTaken: endpoint({ method: 'GET', path: `${AREA.task}/duplicate/streamName/{nameEn}`, tags, summary: 'Whether a task already has this English name', params: nameEnParam, data: z.object({ duplicate: z.boolean() }) }),
  pathFilters: endpoint({ method: 'GET', path: `${AREA.task}/filter/path/{taskId}`, tags, summary: 'The paths a task leaves out of its scans', params: taskIdParam, data: z.array(pathFilter) }),
  folderTree: endpoint({ method: 'GET', path: `${AREA.task}/filter/path/tree`, tags, summary: "The folders of a task's checkout, to choose paths to leave out", query: taskIdQuery, data: folderNode }),
  addPathFilter: endpoint({ method: 'POST', path: `${AREA.task}/add/filter/path`, tags, summary: 'Leave a path out of the scans', body: filterPathBody, data: done }),
  deletePathFilter: endpoint({ method: 'DELETE', path: `${AREA.task}/del/filter`, tags, summary: 'Scan a left-out path again', query: filterPathDeleteQuery, data: done }),
  repository: endpoint({ method: 'GET', path: `${AREA.task}/code/lib`, tags, summary: "A task's repository, branch and scan type, never its credential", query: taskIdQuery, data: taskRepository }),
  updateRepository: endpoint({ method: 'PUT', path: `${AREA.task}/code/lib/update`, tags, summary: "Change a task's repository or branch; another history makes the next scan a full one", body: repoUpdateBody, data: done }),
  projectRepositories: endpoint({ method: 'GET', path: `${AREA.task}/tool/repos/projCode/{projCode}`, tags, summary: "The repositories and branches a project's tasks use", params: projCodeParam, data: z.array(projectRepository) }),
  branches: endpoint({ method: 'GET', path: `${AREA.task}/tool/branches`, tags, summary: 'The branches of a repository', query: branchesQuery, data: z.array(z.string()) }),
  setScanType: endpoint({ method: 'PUT', path: `${AREA.task}/scan/type/{scanType}`, tags, summary: 'Scan a task fully or only what changed', params: scanTypeParam, body: taskIdQuery, data: done }),
  setTiming: endpoint({ method: 'PUT', path: `${AREA.task}/timing`, tags, summary: "A task's weekly scan: the days and the time, or none", body: timingBody, data: done }),
  suspend: endpoint({ method: 'PUT', path: `${AREA.task}/stop`, tags, summary: 'Suspend a task, with the reason', body: suspendBody, data: done }),
  resume: endpoint({ method: 'PUT', path: `${AREA.task}/start`, tags, summary: 'Bring a suspended task back', body: taskIdQuery, data: done }),
  execute: endpoint({ method: 'POST', path: `${AREA.task}/execute`, tags, summary: "Start a scan now, of the branch's latest commit or of a commit the branch holds", body: executeBody, data: z.object({ buildNum: z.number().int() }) }),
  stopAnalysis: endpoint({ method: 'POST', path: `${AREA.task}/stopAnalysisTask`, tags, summary: "Stop a task's running scan", body: taskIdQuery, data: done }),
  addTools: endpoint({ method: 'POST', path: `${AREA.task}/tool`, tags, summary: 'Add tools to a task; answers all its tools', body: addToolsBody, data: z.array(taskTool) }),
  setToolStatus: endpoint({
    method: 'PUT',
    path: `${AREA.task}/tool/status`,
    tags,
    summary: 'Enable or suspend tools of a task; answers all its tools',
    description: 'A task keeps at least one enabled tool: suspending the last one is refused.',
    body: toolStatusBody,
    data: z.array(taskTool),
  }),
  records: endpoint({
    method: 'POST',
    path: `${AREA.defect}/operation/taskId/{taskId}`,
    tags,
    summary: "A task's latest 500 operation records, newest first, optionally of one tool",
    params: taskIdParam,
    query: recordsQuery,
    body: z.strictObject({}).optional(),
    data: z.array(operationRecord),
  }),
};
