import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUS } from '../../contract/codecheck-codes';
import * as handlerAccounts from '../../server/db/migrations/0007-handler-accounts';
import { DIALECTS, build, createUser, type TestServer } from './support/build';

describe.each(DIALECTS)('the migration to handlers as accounts on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await build(dialect);
    // Back to the schema before the migration, with data as the earlier version wrote it.
    await handlerAccounts.down(server.db as unknown as Kysely<unknown>);
    const owner = await createUser(server.db, 'alice', { name: '张爱丽' });
    await createUser(server.db, 'twin.one', { name: 'Twin' });
    await createUser(server.db, 'twin.two', { name: 'Twin' });
    const task = (at: number, newDefectTime: number, nameEn: string) => ({
      name_en: nameEn,
      name_cn: nameEn,
      langs: '[]',
      status: TASK_STATUS.active,
      suspend_reason: null,
      from_pipeline: 0,
      project_id: null,
      repo_url: 'file:///nowhere',
      branch: 'main',
      repo_credential: null,
      scan_type: 'full' as const,
      timing_days: '[]',
      timing_time: null,
      new_defect_time: newDefectTime,
      last_commit: null,
      created_by: owner,
      created_at: at,
      updated_at: at,
    });
    await server.db.insertInto('tasks').values([task(1000, 1000, 'untouched'), task(1000, 5000, 'chosen')]).execute();
    const { id: taskId } = await server.db.selectFrom('tasks').select('id').where('name_en', '=', 'untouched').executeTakeFirstOrThrow();
    const defect = (line: number, handler: string) => ({
      task_id: taskId,
      tool_name: 'ESLINT',
      checker: 'no-undef',
      severity: 1,
      file_path: 'a.js',
      line,
      message: 'm',
      fingerprint: `f${line}`,
      line_hash: 'l',
      context_hash: 'c',
      author: handler,
      handler,
      status: 'open',
      created_at: 2000,
      first_build: 1,
      last_build: 1,
      fixed_at: null,
      ignore_reason: null,
    });
    await server.db.insertInto('defects').values([defect(1, 'alice'), defect(2, '张爱丽'), defect(3, 'Twin'), defect(4, 'Bob Li')]).execute();
    await handlerAccounts.up(server.db as unknown as Kysely<unknown>);
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it('turns handlers into the accounts they name, and drops the ones no single account matches', async () => {
    const rows = await server.db.selectFrom('defects').select(['line', 'author', 'author_email', 'handler']).orderBy('line').execute();
    expect(rows.map((row) => [row.line, row.author, row.handler, row.author_email])).toEqual([
      [1, 'alice', 'alice', null],
      [2, '张爱丽', 'alice', null],
      [3, 'Twin', null, null],
      [4, 'Bob Li', null, null],
    ]);
  });

  it('lets tasks that kept their creation time take the default, and keeps a chosen time', async () => {
    const rows = await server.db.selectFrom('tasks').select(['name_en', 'new_defect_time']).orderBy('name_en').execute();
    expect(rows.map((row) => [row.name_en, row.new_defect_time === null ? null : Number(row.new_defect_time)])).toEqual([
      ['chosen', 5000],
      ['untouched', null],
    ]);
  });
});
