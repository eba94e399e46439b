import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../server/i18n/messages';
import { type FixtureRepo, makeFixtureRepo, removeFixtureRepo } from '../fixtures/make-repo';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { DEFECT, TASK } from './support/codecheck';

const INTERNAL_HOST = 'git.internal.example';
const SECRET = 'tok3n-s3cret';

async function listening(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

/** An ordinary signed-in user with no grants tries to read what only the server can reach. */
describe.each(DIALECTS)('repository access policy on %s', (dialect) => {
  let server: TestServer;
  let repo: FixtureRepo;
  let owner: ApiClient;
  let stranger: ApiClient;
  let victimTaskId: number;
  let scratch: string;
  let taskCounter = 0;

  const createTask = (client: ApiClient, repoUrl: string, extra: Record<string, unknown> = {}) =>
    client.post(`${TASK}/task`, { nameEn: `policy_${++taskCounter}`, nameCn: '策略', langs: ['JAVASCRIPT'], repoUrl, branch: 'main', tools: ['CCN'], ...extra });
  const notAllowed = translate('zh-CN', 'repoNotAllowed');

  beforeAll(async () => {
    server = await build(dialect, { REPO_ALLOWED_HOSTS: INTERNAL_HOST });
    repo = await makeFixtureRepo();
    scratch = await mkdtemp(path.join(tmpdir(), 'policy-attack-'));
    await createUser(server.db, 'owner');
    await createUser(server.db, 'stranger');
    owner = await server.signIn('owner', 'password-1');
    stranger = await server.signIn('stranger', 'password-1');
    const project = await server.db.insertInto('projects').values({ project_id: 'P-SECRET', project_name: 'Secret' }).returning('id').executeTakeFirstOrThrow();
    const ownerRow = await server.db.selectFrom('users').select('id').where('account', '=', 'owner').executeTakeFirstOrThrow();
    await server.db.insertInto('project_members').values({ project_id: project.id, user_id: ownerRow.id }).execute();
    const created = await createTask(owner, repo.url, { projectId: 'P-SECRET' });
    expect(created.statusCode).toBe(200);
    victimTaskId = created.json().data.taskId;
    // The folder tree clones the repository into DATA_DIR/work/task-<id>.
    expect((await owner.get(`${TASK}/filter/path/tree?taskId=${victimTaskId}`)).statusCode).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await server.close();
    await removeFixtureRepo(repo);
    await rm(scratch, { recursive: true, force: true });
  });

  it('refuses a task on another task’s checkout inside DATA_DIR, named directly or through a link', async () => {
    const checkout = path.join(server.dataDir, 'work', `task-${victimTaskId}`);
    expect((await stranger.get(`${TASK}/task/base?taskId=${victimTaskId}`)).statusCode).toBe(403);
    const direct = await createTask(stranger, `file://${checkout}`);
    expect(direct.statusCode).toBe(400);
    expect(direct.json().message).toBe(notAllowed);
    const link = path.join(scratch, 'innocent-looking');
    await symlink(checkout, link);
    const linked = await createTask(stranger, `file://${link}`);
    expect(linked.statusCode).toBe(400);
    expect(linked.json().message).toBe(notAllowed);
    expect((await stranger.get(`${TASK}/task`)).json().data.enableTasks).toEqual([]);
  });

  it('refuses a local repository outside REPO_LOCAL_ROOTS, such as the server’s own source', async () => {
    const response = await createTask(stranger, `file://${process.cwd()}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(notAllowed);
  });

  it('refuses to move an existing task onto the data folder', async () => {
    const response = await owner.put(`${TASK}/code/lib/update`, { taskId: victimTaskId, repoUrl: `file://${server.dataDir}`, branch: 'main' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(notAllowed);
  });

  it('never serves what lies in .git, even to a member', async () => {
    for (const filePath of ['.git/config', './.git/HEAD', 'src/../.git/config']) {
      const response = await owner.post(`${DEFECT}/warn/fileContentSegment`, { taskId: victimTaskId, filePath, beginLine: 1, endLine: 50 });
      expect(response.statusCode, filePath).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, filePath).toBeLessThan(500);
      expect(response.body).not.toContain('[core]');
      expect(response.body).not.toContain('refs/');
    }
  });

  it('answers project repositories to project members only, and never with credentials', async () => {
    expect((await stranger.get(`${TASK}/tool/repos/projCode/P-SECRET`)).statusCode).toBe(403);
    const withToken = await createTask(owner, `https://deploy:${SECRET}@${INTERNAL_HOST}/team/repo.git`, { projectId: 'P-SECRET' });
    expect(withToken.statusCode).toBe(200);
    const taskId = withToken.json().data.taskId;
    // A row stored before credentials were split off must not leak either.
    const legacy = (await createTask(owner, `https://${INTERNAL_HOST}/team/legacy.git`, { projectId: 'P-SECRET' })).json().data.taskId;
    await server.db.updateTable('tasks').set({ repo_url: `https://old:${SECRET}-legacy@${INTERNAL_HOST}/team/legacy.git` }).where('id', '=', legacy).execute();

    const repos = await owner.get(`${TASK}/tool/repos/projCode/P-SECRET`);
    expect(repos.statusCode).toBe(200);
    expect(repos.json().data.map((r: { url: string }) => r.url)).toContain(`https://${INTERNAL_HOST}/team/repo.git`);
    for (const url of [
      `${TASK}/tool/repos/projCode/P-SECRET`,
      `${TASK}/task/base?taskId=${taskId}`,
      `${TASK}/code/lib?taskId=${taskId}`,
      `${TASK}/task/base?taskId=${legacy}`,
      `${TASK}/code/lib?taskId=${legacy}`,
    ]) {
      const body = (await owner.get(url)).body;
      expect(body, url).not.toContain(SECRET);
      expect(body, url).not.toMatch(/https?:\/\/[^/"]*@/);
    }
    expect((await owner.get(`${TASK}/code/lib?taskId=${taskId}`)).json().data.hasCredential).toBe(true);
    const records = await owner.post(`/api/defect/api/user/operation/taskId/${taskId}`);
    expect(records.statusCode).toBe(200);
    expect(records.body).not.toContain(SECRET);
  });

  it('gives one generic answer for closed and open internal ports and local paths, without git’s words', async () => {
    const closed = createServer();
    const closedPort = await listening(closed);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const open = createServer((socket) => socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n'));
    const openPort = await listening(open);
    try {
      const answers = [];
      for (const url of [`http://127.0.0.1:${closedPort}/repo.git`, `http://127.0.0.1:${openPort}/repo.git`, 'file:///etc']) {
        const response = await stranger.get(`${TASK}/tool/branches?url=${encodeURIComponent(url)}`);
        answers.push({ status: response.statusCode, message: response.json().message });
      }
      expect(answers[0]?.status).toBeGreaterThanOrEqual(400);
      expect(answers[0]?.status).toBeLessThan(500);
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      expect(answers[0]?.message).not.toMatch(/git|fatal|refused|repository '|not a git/i);
    } finally {
      await new Promise<void>((resolve) => open.close(() => resolve()));
    }
  });
});
