import type { z } from 'zod';
import { TASK_STATUS, TOOL_STATUS } from '../../../contract/codecheck-codes';
import { type addToolsBody, type CreateTaskBody, type membersBody, normaliseFilter, type repoUpdateBody, type timingBody, type toolStatusBody, type updateTaskBody } from '../../../contract/codecheck-task';
import type { Locale } from '../../../contract/constants';
import type { OperationAction } from '../../../contract/metadata';
import { type RepoUrlPolicy, splitUrlCredentials, withoutUrlCredentials } from '../../analysis/repo-url-policy';
import type { Actor } from '../../auth/actor';
import { isUniqueViolation } from '../../db/errors';
import { errors } from '../../errors';
import { nameOf } from '../../i18n/messages';
import { readStored, type StoredMessage } from '../../i18n/stored-message';
import type { SecretBox } from '../../security/secret-box';
import { codecheckErrors } from './codecheck-errors';
import type { CodecheckRepositories } from './codecheck-repositories';
import { newDefectTime } from './new-defect-time';
import { basicsChange, jsEnvironmentsChange, newDefectTimeChange } from './record-messages';
import { assertRepositoryAllowed, type RepoLog } from './repo-access';
import { type TaskAction, type TaskRole, taskPolicy } from './task-policy';
import { parseJsonList, presentSummary, storedJsEnvironments, toolInfo } from './task-presenter';
import { type TaskRow } from './task-repo';
import type { ToolRegistry } from './tool-registry';

export interface RepoCredential {
  username?: string;
  password?: string;
}

/** A stored repository URL as people may see it: rows saved before credentials were split off still carry them. */
function presentRepoUrl(url: string): string {
  return splitUrlCredentials(url).url;
}

/** A weekly scan as stored: each day once, in order, and no time without days. */
function weeklySchedule(timing: { days: number[]; time: string | null }) {
  const days = [...new Set(timing.days)].sort();
  return { days, time: days.length ? timing.time : null };
}

function scheduleRecord({ days, time }: { days: number[]; time: string | null }) {
  return days.length && time ? { key: 'recordSchedule' as const, params: { days, time } } : { key: 'recordScheduleOff' as const };
}

export function taskService(repos: CodecheckRepositories, deps: { tools: ToolRegistry; secrets: SecretBox; repoPolicy: RepoUrlPolicy; log: RepoLog }, now = () => Date.now()) {
  const { tasks, builds, records, users } = repos;

  const policy = taskPolicy(tasks);

  /** Loads a task the actor may act on; a stranger learns nothing beyond 'insufficient privileges'. */
  async function authorised(actor: Actor, taskId: number, action: TaskAction): Promise<{ task: TaskRow; role: TaskRole }> {
    const task = await tasks.findById(taskId);
    if (!task) throw errors.notFound();
    const role = await policy.authorize(actor, action, task);
    return { task, role };
  }

  async function accountIds(accounts: string[]) {
    const ids: number[] = [];
    for (const account of new Set(accounts)) {
      const user = await users.findByAccount(account);
      if (!user) throw errors.badRequest('unknownAccount', { name: account });
      ids.push(user.id);
    }
    return ids;
  }

  async function toolEntries(taskId: number, locale: Locale) {
    const rows = await tasks.tools(taskId);
    const lastBuild = await builds.latest(taskId);
    const steps = lastBuild ? await builds.steps([lastBuild.id]) : [];
    return Promise.all(
      rows.map(async (row) => {
        const info = toolInfo(row.tool_name);
        const toolSteps = steps.filter((step) => step.tool_name === row.tool_name);
        const current = toolSteps[toolSteps.length - 1];
        return {
          toolName: row.tool_name,
          toolPattern: info.pattern,
          toolDisplayName: nameOf(locale, 'tool', row.tool_name),
          status: row.status,
          installed: (await deps.tools.availability(row.tool_name)).installed,
          stepStatus: current?.flag ?? null,
          curStep: current?.step ?? null,
        };
      }),
    );
  }

  /**
   * A repository as given by a person, checked against the URL policy, its URL without credentials
   * and the credentials (given ones, else those the URL carried) sealed for storage.
   */
  async function repositoryInput(repoUrl: string, credential: RepoCredential | undefined) {
    await assertRepositoryAllowed(repoUrl, deps.repoPolicy, deps.log);
    const split = splitUrlCredentials(repoUrl);
    const secret = credential ?? split.credentials;
    return { url: split.url, sealedCredential: secret ? deps.secrets.seal(JSON.stringify(secret)) : undefined };
  }

  async function record(task: TaskRow, actor: Actor, type: OperationAction, information: StoredMessage | null) {
    await records.add({ taskId: task.id, operator: actor.account, type, information });
  }

  return {
    authorised,

    async list(actor: Actor) {
      const rows = await tasks.tasksOfUser(actor.id);
      const ids = rows.map((row) => row.id);
      const tools = await tasks.toolsOfTasks(ids);
      const last = await builds.latestOfTasks(ids);
      const summaries = rows.map((row) =>
        presentSummary(row, tools.filter((tool) => tool.task_id === row.id), last.find((build) => build.task_id === row.id)),
      );
      return { enableTasks: summaries.filter((task) => task.status === TASK_STATUS.active), disableTasks: summaries.filter((task) => task.status !== TASK_STATUS.active) };
    },

    async isNameTaken(nameEn: string) {
      return Boolean(await tasks.findByNameEn(nameEn));
    },

    /** A task with its first administrator, tools, weekly scan and record: all of it or, on any failure, none. */
    async create(actor: Actor, body: CreateTaskBody) {
      if (body.projectId) await policy.authorize(actor, 'createTask', { projectCode: body.projectId });
      const repository = await repositoryInput(body.repoUrl, body.credential);
      const schedule = weeklySchedule(body.timing ?? { days: [], time: null });
      const at = now();
      return repos.transaction(async (trx) => {
        if (await trx.tasks.findByNameEn(body.nameEn)) throw codecheckErrors.taskNameTaken();
        const id = await trx.tasks.insert({
          name_en: body.nameEn,
          name_cn: body.nameCn,
          langs: JSON.stringify(body.langs),
          status: TASK_STATUS.active,
          suspend_reason: null,
          from_pipeline: body.fromPipeline ? 1 : 0,
          project_id: body.projectId ?? null,
          repo_url: repository.url,
          branch: body.branch,
          repo_credential: repository.sealedCredential ?? null,
          scan_type: body.scanType,
          timing_days: JSON.stringify(schedule.days),
          timing_time: schedule.time,
          new_defect_time: null,
          last_commit: null,
          created_by: actor.id,
          created_at: at,
          updated_at: at,
        });
        await trx.tasks.replaceMembers(id, [{ userId: actor.id, role: 'admin' }]);
        await trx.tasks.addTools(id, body.tools, at);
        await trx.records.add({ taskId: id, operator: actor.account, type: 'CREATE', information: { key: 'recordTaskCreated', params: { name: body.nameEn, url: repository.url, branch: body.branch } } });
        if (schedule.days.length) await trx.records.add({ taskId: id, operator: actor.account, type: 'SCHEDULE', information: scheduleRecord(schedule) });
        return id;
      }).catch((error: unknown) => {
        // Two people creating the same name at once: the unique index decides, and the later one is told so.
        throw isUniqueViolation(error) ? codecheckErrors.taskNameTaken() : error;
      });
    },

    async detail(actor: Actor, taskId: number, locale: Locale) {
      const { task, role } = await authorised(actor, taskId, 'view');
      const tools = await toolEntries(taskId, locale);
      const members = await tasks.members(taskId);
      const last = await builds.latest(taskId);
      const suspension = task.status === TASK_STATUS.suspended ? await records.latest(taskId, 'SUSPEND') : undefined;
      return {
        ...presentSummary(task, tools.map((tool) => ({ tool_name: tool.toolName, status: tool.status })), last),
        suspendReason: task.suspend_reason,
        suspended: suspension ? { by: suspension.operator, at: suspension.created_at } : null,
        projectId: task.project_id,
        repoUrl: presentRepoUrl(task.repo_url),
        branch: task.branch,
        hasCredential: task.repo_credential !== null,
        scanType: task.scan_type,
        timing: { days: parseJsonList<number>(task.timing_days), time: task.timing_time },
        newDefectTime: await newDefectTime(task, builds),
        jsEnvironments: storedJsEnvironments(task),
        enableToolList: tools.filter((tool) => tool.status === TOOL_STATUS.enabled),
        disableToolList: tools.filter((tool) => tool.status !== TOOL_STATUS.enabled),
        admins: members.filter((m) => m.role === 'admin').map((m) => m.account),
        users: members.filter((m) => m.role !== 'admin').map((m) => m.account),
        createdBy: (await users.findById(task.created_by))?.account ?? '',
        createdAt: task.created_at,
        isAdmin: role === 'admin',
      };
    },

    async status(actor: Actor, taskId: number) {
      const { task } = await authorised(actor, taskId, 'view');
      return { status: task.status, suspendReason: task.suspend_reason };
    },

    async update(actor: Actor, body: z.infer<typeof updateTaskBody>) {
      const { task } = await authorised(actor, body.taskId, 'configure');
      // The settings form sends every field: only a value that differs from the stored one is a change, and
      // only changes are written and recorded.
      const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
      const nameCn = body.nameCn !== undefined && body.nameCn !== task.name_cn ? body.nameCn : undefined;
      const langs = body.langs && !sameList(body.langs, parseJsonList<string>(task.langs)) ? body.langs : undefined;
      const environments = body.jsEnvironments === undefined ? undefined : body.jsEnvironments === null ? null : [...new Set(body.jsEnvironments)];
      const storedEnvironments = task.js_environments === null ? null : parseJsonList<string>(task.js_environments);
      const environmentsChanged = environments !== undefined && (environments === null || storedEnvironments === null ? environments !== storedEnvironments : !sameList(environments, storedEnvironments));
      const newDefectTimeChanged = body.newDefectTime !== undefined && body.newDefectTime !== task.new_defect_time;
      if (nameCn === undefined && !langs && !environmentsChanged && !newDefectTimeChanged) return;
      await tasks.update(task.id, {
        ...(nameCn !== undefined ? { name_cn: nameCn } : {}),
        ...(langs ? { langs: JSON.stringify(langs) } : {}),
        ...(newDefectTimeChanged ? { new_defect_time: body.newDefectTime } : {}),
        ...(environmentsChanged ? { js_environments: environments === null ? null : JSON.stringify(environments) } : {}),
        updated_at: now(),
      });
      const basics = basicsChange(nameCn, langs);
      if (basics) await record(task, actor, 'UPDATE', basics);
      if (environmentsChanged) await record(task, actor, 'UPDATE', jsEnvironmentsChange(environments ?? null));
      if (newDefectTimeChanged) await record(task, actor, 'UPDATE', newDefectTimeChange(body.newDefectTime ?? null));
    },

    async remove(actor: Actor, taskId: number) {
      const { task } = await authorised(actor, taskId, 'pipelineSettings');
      await tasks.delete(task.id);
    },

    async members(actor: Actor, taskId: number) {
      await authorised(actor, taskId, 'view');
      const members = await tasks.members(taskId);
      const present = (m: (typeof members)[number]) => ({ account: m.account, name: m.name });
      return { admins: members.filter((m) => m.role === 'admin').map(present), users: members.filter((m) => m.role !== 'admin').map(present) };
    },

    async setMembers(actor: Actor, body: z.infer<typeof membersBody>) {
      const { task } = await authorised(actor, body.taskId, 'pipelineSettings');
      const adminIds = await accountIds(body.admins);
      const userIds = (await accountIds(body.users)).filter((id) => !adminIds.includes(id));
      await tasks.replaceMembers(task.id, [...adminIds.map((userId) => ({ userId, role: 'admin' as const })), ...userIds.map((userId) => ({ userId, role: 'user' as const }))]);
      await record(task, actor, 'MEMBERS', { key: 'recordMembers', params: { admins: body.admins, users: body.users } });
    },

    async pathFilters(actor: Actor, taskId: number) {
      await authorised(actor, taskId, 'view');
      return (await tasks.pathFilters(taskId)).map((row) => ({ path: row.path, createdAt: row.created_at }));
    },

    async addPathFilter(actor: Actor, taskId: number, path: string) {
      const { task } = await authorised(actor, taskId, 'configure');
      const normalised = normaliseFilter(path);
      if (!normalised) throw errors.badRequest('necessary');
      const existing = await tasks.pathFilters(taskId);
      if (existing.some((row) => row.path === normalised)) throw errors.conflict('pathDuplication');
      await tasks.addPathFilter(taskId, normalised, now());
      await record(task, actor, 'FILTER', { key: 'recordFilterAdded', params: { path: normalised } });
    },

    async deletePathFilter(actor: Actor, taskId: number, path: string) {
      const { task } = await authorised(actor, taskId, 'configure');
      const result = await tasks.deletePathFilter(taskId, normaliseFilter(path));
      if (!Number(result.numDeletedRows)) throw errors.notFound();
      await record(task, actor, 'FILTER', { key: 'recordFilterRemoved', params: { path: normaliseFilter(path) } });
    },

    async repository(actor: Actor, taskId: number) {
      const { task } = await authorised(actor, taskId, 'view');
      return { repoUrl: presentRepoUrl(task.repo_url), branch: task.branch, hasCredential: task.repo_credential !== null, scanType: task.scan_type, lastCommit: task.last_commit };
    },

    async updateRepository(actor: Actor, body: z.infer<typeof repoUpdateBody>) {
      const { task } = await authorised(actor, body.taskId, 'pipelineSettings');
      const repository = await repositoryInput(body.repoUrl, body.credential);
      await tasks.update(task.id, {
        repo_url: repository.url,
        branch: body.branch,
        ...(repository.sealedCredential ? { repo_credential: repository.sealedCredential } : {}),
        // Another repository or branch has another history: the next scan must be a full one.
        ...(repository.url !== task.repo_url || body.branch !== task.branch ? { last_commit: null } : {}),
        updated_at: now(),
      });
      await record(task, actor, 'REPOSITORY', { key: 'recordRepository', params: { url: repository.url, branch: body.branch } });
    },

    credentialOf(task: TaskRow): RepoCredential | undefined {
      return task.repo_credential ? (JSON.parse(deps.secrets.open(task.repo_credential)) as RepoCredential) : undefined;
    },

    async setScanType(actor: Actor, taskId: number, scanType: 'full' | 'incremental') {
      const { task } = await authorised(actor, taskId, 'pipelineSettings');
      if (scanType === task.scan_type) return;
      await tasks.update(task.id, { scan_type: scanType, updated_at: now() });
      await record(task, actor, 'UPDATE', { key: 'recordScanType', params: { scanType } });
    },

    async setTiming(actor: Actor, body: z.infer<typeof timingBody>) {
      const { task } = await authorised(actor, body.taskId, 'pipelineSettings');
      const { days, time } = weeklySchedule(body);
      if (days.join(',') === [...parseJsonList<number>(task.timing_days)].sort().join(',') && time === task.timing_time) return;
      await tasks.update(task.id, { timing_days: JSON.stringify(days), timing_time: time, updated_at: now() });
      await record(task, actor, 'SCHEDULE', scheduleRecord({ days, time }));
    },

    async suspend(actor: Actor, taskId: number, reason: string) {
      const { task } = await authorised(actor, taskId, 'pipelineSettings');
      await tasks.update(task.id, { status: TASK_STATUS.suspended, suspend_reason: reason, updated_at: now() });
      await record(task, actor, 'SUSPEND', { key: 'recordSuspended', params: { reason } });
    },

    async resume(actor: Actor, taskId: number) {
      const { task } = await authorised(actor, taskId, 'pipelineSettings');
      await tasks.update(task.id, { status: TASK_STATUS.active, suspend_reason: null, updated_at: now() });
      await record(task, actor, 'RESUME', null);
    },

    async addTools(actor: Actor, body: z.infer<typeof addToolsBody>) {
      const { task } = await authorised(actor, body.taskId, 'pipelineSettings');
      await tasks.addTools(task.id, body.tools, now());
      await record(task, actor, 'TOOLS', { key: 'recordToolsAdded', params: { tools: body.tools } });
    },

    async setToolStatus(actor: Actor, body: z.infer<typeof toolStatusBody>) {
      const { task } = await authorised(actor, body.taskId, 'pipelineSettings');
      const current = await tasks.tools(task.id);
      const unknown = body.toolNames.filter((name) => !current.some((tool) => tool.tool_name === name));
      if (unknown.length) throw errors.badRequest('toolNotEnabled');
      if (body.status === TOOL_STATUS.suspended) {
        const stillEnabled = current.filter((tool) => tool.status === TOOL_STATUS.enabled && !body.toolNames.some((name) => name === tool.tool_name));
        if (stillEnabled.length === 0) throw codecheckErrors.cannotSuspendAll();
      }
      await tasks.setToolStatus(task.id, body.toolNames, body.status);
      await record(task, actor, 'TOOLS', { key: body.status === TOOL_STATUS.suspended ? 'recordToolsSuspended' : 'recordToolsEnabled', params: { tools: body.toolNames } });
    },

    async reposOfProject(actor: Actor, projectCode: string) {
      await policy.authorize(actor, 'readRepos', { projectCode });
      const rows = (await tasks.reposOfProject(projectCode)).map((row) => ({ url: presentRepoUrl(row.repo_url), branch: row.branch }));
      return rows.filter((row, index) => rows.findIndex((other) => other.url === row.url && other.branch === row.branch) === index);
    },

    async records(actor: Actor, taskId: number, toolName: string | undefined, locale: Locale) {
      const { task } = await authorised(actor, taskId, 'view');
      return (await records.list(task.id, toolName)).map((row) => ({
        operator: row.operator,
        operationType: row.operation_type,
        operationTypeName: nameOf(locale, 'operationAction', row.operation_type),
        toolName: row.tool_name,
        // Records written before repository credentials were kept apart may still carry them in a URL.
        information: withoutUrlCredentials(readStored(locale, row.information_key, row.information_params)),
        time: row.created_at,
      }));
    },

    async tools(actor: Actor, taskId: number, locale: Locale) {
      await authorised(actor, taskId, 'view');
      return toolEntries(taskId, locale);
    },
  };
}

export type TaskService = ReturnType<typeof taskService>;
