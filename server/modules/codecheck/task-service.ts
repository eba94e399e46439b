import type { z } from 'zod';
import { TASK_STATUS, TOOL_STATUS } from '../../../contract/codecheck-codes';
import type { CreateTaskBody, updateTaskBody } from '../../../contract/codecheck-task';
import type { Locale } from '../../../contract/constants';
import { type RepoUrlPolicy, withoutUrlCredentials } from '../../analysis/repo-url-policy';
import type { Actor } from '../../auth/actor';
import { isUniqueViolation } from '../../db/errors';
import { errors } from '../../errors';
import { nameOf } from '../../i18n/messages';
import { readStored } from '../../i18n/stored-message';
import type { SecretBox } from '../../security/secret-box';
import { codecheckErrors } from './codecheck-errors';
import type { CodecheckRepositories } from './codecheck-repositories';
import { newDefectTime } from './new-defect-time';
import { basicsChange, jsEnvironmentsChange, newDefectTimeChange } from './record-messages';
import type { RepoLog } from './repo-access';
import { presentRepoUrl, type RepoCredential, repositoryInput as checkedRepository, scheduleRecord, taskRecord, weeklySchedule } from './task-input';
import { type TaskAction, type TaskRole, taskPolicy } from './task-policy';
import { parseJsonList, presentSummary, storedJsEnvironments, toolInfo } from './task-presenter';
import { type TaskRow } from './task-repo';
import type { ToolRegistry } from './tool-registry';

/** Code-check tasks: the list, creating one, its overview, basic settings, removal, records and tools. */
export function taskService(repos: CodecheckRepositories, deps: { tools: ToolRegistry; secrets: SecretBox; repoPolicy: RepoUrlPolicy; log: RepoLog; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const { tasks, builds, records, users } = repos;

  const policy = taskPolicy(tasks);
  const repositoryInput = checkedRepository(deps);
  const record = taskRecord(repos);

  /** Loads a task the actor may act on; a stranger learns nothing beyond 'insufficient privileges'. */
  async function authorised(actor: Actor, taskId: number, action: TaskAction): Promise<{ task: TaskRow; role: TaskRole }> {
    const task = await tasks.findById(taskId);
    if (!task) throw errors.notFound();
    const role = await policy.authorize(actor, action, task);
    return { task, role };
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

    credentialOf(task: TaskRow): RepoCredential | undefined {
      return task.repo_credential ? (JSON.parse(deps.secrets.open(task.repo_credential)) as RepoCredential) : undefined;
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
