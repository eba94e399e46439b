import type { Insertable, Updateable } from 'kysely';
import { TASK_STATUS, TOOL_STATUS, type ToolStatus } from '../../../contract/codecheck-codes';
import { type Executor, inTransaction } from '../../db/repositories';
import type { TasksTable } from '../../db/tables/codecheck';

export type TaskRow = Awaited<ReturnType<ReturnType<typeof taskRepo>['findById']>> & {};

export function taskRepo(db: Executor) {
  return {
    findById(id: number) {
      return db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findByNameEn(nameEn: string) {
      return db.selectFrom('tasks').select('id').where(db.fn('lower', ['name_en']), '=', nameEn.toLowerCase()).executeTakeFirst();
    },
    async insert(task: Insertable<TasksTable>) {
      const row = await db.insertInto('tasks').values(task).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    update(id: number, changes: Updateable<TasksTable>) {
      return db.updateTable('tasks').set(changes).where('id', '=', id).execute();
    },
    delete(id: number) {
      return db.deleteFrom('tasks').where('id', '=', id).execute();
    },
    tasksOfUser(userId: number) {
      return db
        .selectFrom('tasks')
        .innerJoin('task_members', 'task_members.task_id', 'tasks.id')
        .selectAll('tasks')
        .where('task_members.user_id', '=', userId)
        .orderBy('tasks.id', 'desc')
        .execute();
    },
    tasksWithTiming() {
      return db.selectFrom('tasks').selectAll().where('status', '=', TASK_STATUS.active).where('timing_time', 'is not', null).execute();
    },
    async isProjectMember(projectCode: string, userId: number) {
      const row = await db
        .selectFrom('projects')
        .innerJoin('project_members', 'project_members.project_id', 'projects.id')
        .select('projects.id')
        .where('projects.project_id', '=', projectCode)
        .where('project_members.user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },
    reposOfProject(projectId: string) {
      return db.selectFrom('tasks').select(['repo_url', 'branch']).distinct().where('project_id', '=', projectId).orderBy('repo_url').execute();
    },

    members(taskId: number) {
      return db
        .selectFrom('task_members')
        .innerJoin('users', 'users.id', 'task_members.user_id')
        .select(['users.id', 'users.account', 'users.name', 'task_members.role'])
        .where('task_members.task_id', '=', taskId)
        .orderBy('users.account')
        .execute();
    },
    role(taskId: number, userId: number) {
      return db.selectFrom('task_members').select('role').where('task_id', '=', taskId).where('user_id', '=', userId).executeTakeFirst();
    },
    async replaceMembers(taskId: number, members: { userId: number; role: 'admin' | 'user' }[]) {
      await inTransaction(db, async (trx) => {
        await trx.deleteFrom('task_members').where('task_id', '=', taskId).execute();
        if (members.length) {
          await trx.insertInto('task_members').values(members.map((m) => ({ task_id: taskId, user_id: m.userId, role: m.role }))).execute();
        }
      });
    },

    // Tools read in the order they were added, those added together by name, in the sidebar and the task list alike.
    tools(taskId: number) {
      return db.selectFrom('task_tools').selectAll().where('task_id', '=', taskId).orderBy('created_at').orderBy('tool_name').execute();
    },
    toolsOfTasks(taskIds: number[]) {
      if (!taskIds.length) return Promise.resolve([]);
      return db.selectFrom('task_tools').select(['task_id', 'tool_name', 'status']).where('task_id', 'in', taskIds).orderBy('created_at').orderBy('tool_name').execute();
    },
    addTools(taskId: number, tools: string[], now: number) {
      if (!tools.length) return Promise.resolve();
      return db
        .insertInto('task_tools')
        .values(tools.map((tool) => ({ task_id: taskId, tool_name: tool, status: TOOL_STATUS.enabled, checkers: null, created_at: now })))
        .onConflict((oc) => oc.columns(['task_id', 'tool_name']).doUpdateSet({ status: TOOL_STATUS.enabled }))
        .execute();
    },
    setToolStatus(taskId: number, tools: string[], status: ToolStatus) {
      return db.updateTable('task_tools').set({ status }).where('task_id', '=', taskId).where('tool_name', 'in', tools).execute();
    },
    setCheckers(taskId: number, tool: string, checkers: string[]) {
      return db.updateTable('task_tools').set({ checkers: JSON.stringify(checkers) }).where('task_id', '=', taskId).where('tool_name', '=', tool).execute();
    },

    pathFilters(taskId: number) {
      return db.selectFrom('task_path_filters').select(['path', 'created_at']).where('task_id', '=', taskId).orderBy('created_at').orderBy('id').execute();
    },
    addPathFilter(taskId: number, path: string, now: number) {
      return db.insertInto('task_path_filters').values({ task_id: taskId, path, created_at: now }).execute();
    },
    deletePathFilter(taskId: number, path: string) {
      return db.deleteFrom('task_path_filters').where('task_id', '=', taskId).where('path', '=', path).executeTakeFirst();
    },
  };
}
