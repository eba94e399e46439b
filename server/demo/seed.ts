import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { ensureDemoRepository } from './demo-repo';
import { seedDemoKnowledge } from './knowledge-seed';
import { seedDemoLibraries } from './library-seed';
import { scanDemoTask } from './scan-seed';
import { seedDemoWiki } from './wiki-seed';

export const DEMO_PASSWORD = 'demo-pass-1';

export const DEMO_ACCOUNTS = [
  { account: 'li.na', name: '李娜', department: '研发部', classifyAdmin: false, projects: ['P-LIB'] },
  { account: 'zhao.lei', name: '赵磊', department: '研发部', classifyAdmin: false, projects: ['P-LIB', 'P-CODECC'] },
  { account: 'wang.fang', name: '王芳', department: '平台组', classifyAdmin: false, projects: ['P-CODECC'] },
  { account: 'chen.jie', name: '陈杰', department: '产品部', classifyAdmin: true, projects: [] },
] as const;

const DEPARTMENTS = [
  { name: '研发部', parent: null },
  { name: '平台组', parent: '研发部' },
  { name: '产品部', parent: null },
] as const;

const PROJECTS = [
  { id: 'P-LIB', name: '文库平台' },
  { id: 'P-CODECC', name: '代码检查服务' },
] as const;

async function idOf(db: Kysely<Database>, table: 'departments' | 'projects', column: 'name' | 'project_id', value: string) {
  const row = await db.selectFrom(table).select('id').where(column as never, '=', value as never).executeTakeFirst();
  return (row as { id: number } | undefined)?.id;
}

async function seedCodecheckTask(db: Db, dataDir: string) {
  if (await db.selectFrom('tasks').select('id').where('name_en', '=', 'order_service').executeTakeFirst()) return;
  const owner = await db.selectFrom('users').select('id').where('account', '=', 'wang.fang').executeTakeFirstOrThrow();
  const member = await db.selectFrom('users').select('id').where('account', '=', 'zhao.lei').executeTakeFirstOrThrow();
  const now = Date.now();
  const task = await db
    .insertInto('tasks')
    .values({
      name_en: 'order_service',
      name_cn: '订单服务代码检查',
      langs: JSON.stringify(['JAVASCRIPT', 'PYTHON']),
      status: 0,
      suspend_reason: null,
      from_pipeline: 0,
      project_id: 'P-CODECC',
      repo_url: await ensureDemoRepository(dataDir),
      branch: 'main',
      repo_credential: null,
      scan_type: 'full',
      timing_days: JSON.stringify([1]),
      timing_time: '03:00',
      new_defect_time: null,
      last_commit: null,
      created_by: owner.id,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('task_members').values([{ task_id: task.id, user_id: owner.id, role: 'admin' }, { task_id: task.id, user_id: member.id, role: 'user' }]).execute();
  await db
    .insertInto('task_tools')
    .values(['ESLINT', 'CCN', 'DUPC'].map((tool) => ({ task_id: task.id, tool_name: tool, status: 0, checkers: null, created_at: now })))
    .execute();
}

/**
 * Loads people, departments, groups, projects, a notice, libraries, a classified knowledge base, a
 * project wiki and a scanned code-check task; running it twice changes nothing.
 */
export async function seedDemo(db: Db, config: Config) {
  const { dataDir } = config;
  for (const dept of DEPARTMENTS) {
    if (await idOf(db, 'departments', 'name', dept.name)) continue;
    const parentId = dept.parent ? ((await idOf(db, 'departments', 'name', dept.parent)) ?? null) : null;
    await db.insertInto('departments').values({ name: dept.name, parent_id: parentId }).execute();
  }
  for (const project of PROJECTS) {
    if (await idOf(db, 'projects', 'project_id', project.id)) continue;
    await db.insertInto('projects').values({ project_id: project.id, project_name: project.name }).execute();
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const person of DEMO_ACCOUNTS) {
    let user = await db.selectFrom('users').select('id').where('account', '=', person.account).executeTakeFirst();
    if (!user) {
      user = await db
        .insertInto('users')
        .values({
          account: person.account,
          name: person.name,
          email: `${person.account}@example.com`,
          phone: '',
          password_hash: passwordHash,
          department_id: (await idOf(db, 'departments', 'name', person.department)) ?? null,
          is_classify_admin: person.classifyAdmin ? 1 : 0,
          is_active: 1,
          created_at: Date.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    }
    for (const projectKey of person.projects) {
      const projectId = (await idOf(db, 'projects', 'project_id', projectKey))!;
      await db
        .insertInto('project_members')
        .values({ project_id: projectId, user_id: user.id })
        .onConflict((oc) => oc.columns(['project_id', 'user_id']).doNothing())
        .execute();
    }
  }
  const research = (await idOf(db, 'departments', 'name', '研发部'))!;
  const reviewers = await db.selectFrom('groups').select('id').where('name', '=', '设计评审组').executeTakeFirst();
  if (!reviewers) {
    const group = await db.insertInto('groups').values({ name: '设计评审组', department_id: research }).returning('id').executeTakeFirstOrThrow();
    for (const account of ['li.na', 'zhao.lei']) {
      const member = await db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirstOrThrow();
      await db.insertInto('group_members').values({ group_id: group.id, user_id: member.id }).execute();
    }
  }
  const anyNotice = await db.selectFrom('notices').select('id').limit(1).executeTakeFirst();
  if (!anyNotice) {
    const author = await db.selectFrom('users').select('id').where('account', '=', 'chen.jie').executeTakeFirstOrThrow();
    await db
      .insertInto('notices')
      .values({ content: '欢迎使用文库：部门文档、项目文档与代码检查都在这里。', department: 1, created_by: author.id, created_at: Date.now() })
      .execute();
  }
  await seedCodecheckTask(db, dataDir);
  await seedDemoLibraries(db, dataDir);
  await seedDemoKnowledge(db, dataDir);
  await seedDemoWiki(db, dataDir);
  await scanDemoTask(db, config);
}
