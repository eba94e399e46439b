import type { z } from 'zod';
import { TASK_STATUS, TOOL_STATUS } from '../../../contract/codecheck-codes';
import { type addToolsBody, type membersBody, normaliseFilter, type repoUpdateBody, type timingBody, type toolStatusBody } from '../../../contract/codecheck-task';
import type { RepoUrlPolicy } from '../../analysis/repo-url-policy';
import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';
import type { SecretBox } from '../../security/secret-box';
import { codecheckErrors } from './codecheck-errors';
import type { CodecheckRepositories } from './codecheck-repositories';
import type { RepoLog } from './repo-access';
import { presentRepoUrl, repositoryInput as checkedRepository, scheduleRecord, taskRecord, weeklySchedule } from './task-input';
import { parseJsonList } from './task-presenter';
import type { TaskService } from './task-service';

/** A task's settings: members, path filters, repository, scan type and schedule, suspension and tools; each change recorded. */
export function taskSettingsService(
  repos: CodecheckRepositories,
  deps: { tasks: Pick<TaskService, 'authorised'>; secrets: SecretBox; repoPolicy: RepoUrlPolicy; log: RepoLog; now?: () => number },
) {
  const now = deps.now ?? Date.now;
  const { tasks, users } = repos;
  const { authorised } = deps.tasks;
  const repositoryInput = checkedRepository(deps);
  const record = taskRecord(repos);

  async function accountIds(accounts: string[]) {
    const ids: number[] = [];
    for (const account of new Set(accounts)) {
      const user = await users.findByAccount(account);
      if (!user) throw errors.badRequest('unknownAccount', { name: account });
      ids.push(user.id);
    }
    return ids;
  }

  return {
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
  };
}

export type TaskSettingsService = ReturnType<typeof taskSettingsService>;
