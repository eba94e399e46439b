import type { Db } from '../../db/database';

export function directoryRepo(db: Db) {
  return {
    departments() {
      return db.selectFrom('departments').select(['id', 'name', 'parent_id']).orderBy('id').execute();
    },
    groupsOfDepartment(departmentId: number) {
      return db.selectFrom('groups').select(['id', 'name', 'department_id']).where('department_id', '=', departmentId).orderBy('name').execute();
    },
    departmentExists(id: number) {
      return db.selectFrom('departments').select('id').where('id', '=', id).executeTakeFirst();
    },
    projectsOfUser(userId: number) {
      return db
        .selectFrom('projects')
        .innerJoin('project_members', 'project_members.project_id', 'projects.id')
        .select(['projects.project_id', 'projects.project_name'])
        .where('project_members.user_id', '=', userId)
        .orderBy('projects.project_name')
        .execute();
    },
  };
}

export function settingsRepo(db: Db) {
  return {
    async get(key: string): Promise<string | undefined> {
      const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
      return row?.value;
    },
    async set(key: string, value: string) {
      await db
        .insertInto('settings')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    },
  };
}

export type DirectoryRepo = ReturnType<typeof directoryRepo>;
export type SettingsRepo = ReturnType<typeof settingsRepo>;
