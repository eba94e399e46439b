import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecycleEntry, RecycleOutcome, SecuritySettings } from '../../contract/manage-backoffice';
import { translate } from '../../server/i18n/messages';
import { type FixtureRepo, makeFixtureRepo, removeFixtureRepo } from '../fixtures/make-repo';
import { DOC, createFolder, createLibrary, getRaw, list, upload } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { TASK } from './support/codecheck';
import { WIKI, createPage } from './wiki-support';

const MANAGE = `${DOC}/manage`;

describe.each(DIALECTS)('the back office security settings, recycle bin and share templates on %s', (dialect) => {
  let server: TestServer;
  let chen: ApiClient;
  let zhao: ApiClient;
  let repo: FixtureRepo;
  let clock = Date.now();
  let libraryId: number;
  let taskCounter = 0;

  const security = async () => (await chen.get(`${MANAGE}/security`)).json().data as SecuritySettings;
  const saveSecurity = (patch: Partial<SecuritySettings>, as: ApiClient = chen) => security().then((current) => as.put(`${MANAGE}/security`, { ...current, ...patch }));
  const history = async (action: string) => (await chen.get(`${MANAGE}/history?action=${action}&pageSize=100`)).json().data.content as { information: string; operator: { account: string } | null }[];

  beforeAll(async () => {
    server = await build(dialect, {}, undefined, false, { now: () => clock });
    repo = await makeFixtureRepo();
    await createUser(server.db, 'chen.jie', { name: '陈杰', classifyAdmin: true });
    await createUser(server.db, 'zhao.lei', { name: '赵磊' });
    chen = await server.signIn('chen.jie', 'password-1');
    zhao = await server.signIn('zhao.lei', 'password-1');
    libraryId = (await createLibrary(zhao, '研发资料')).id;
  });
  afterAll(async () => {
    await server.close();
    await removeFixtureRepo(repo);
  });

  describe('security settings', () => {
    it('starts from the environment and the built-in defaults', async () => {
      expect(await security()).toEqual({
        passwordMinLength: 8,
        passwordRequireDigit: false,
        passwordRequireLetter: false,
        sessionIdleMinutes: 8 * 60,
        sessionMaxHours: 7 * 24,
        loginRateLimit: 10,
        loginAddressRateLimit: 30,
        repoAllowedHosts: [],
        repoLocalRoots: server.config.repoLocalRoots,
        previewKinds: ['image', 'pdf', 'markdown', 'code', 'text', 'audio', 'video', 'office'],
        allowExecutableUploads: true,
        auditRetentionDays: 365,
      });
    });

    it('refuses bad values with a message that names them', async () => {
      const message = async (patch: Record<string, unknown>) => {
        const response = await saveSecurity(patch as Partial<SecuritySettings>);
        expect(response.statusCode).toBe(400);
        return response.json().message as string;
      };
      await message({ passwordMinLength: 3 });
      await message({ passwordMinLength: 'long' });
      await message({ sessionIdleMinutes: 0 });
      await message({ loginRateLimit: 1.5 });
      await message({ previewKinds: ['exe'] });
      expect(await message({ repoAllowedHosts: ['git .example.com'] })).toContain('git .example.com');
      expect(await message({ repoAllowedHosts: ['-bad-.example'] })).toContain('-bad-.example');
      expect(await message({ repoLocalRoots: ['relative/repos'] })).toContain('relative/repos');
      expect(await message({ repoLocalRoots: ['/srv/../etc'] })).toContain('/srv/../etc');
      expect(await message({ sessionIdleMinutes: 600, sessionMaxHours: 2 })).toBe(translate('zh-CN', 'securityIdleOverMax'));
      expect(await message({ surprise: true })).toBeTruthy();
      expect((await chen.put(`${MANAGE}/security`, {})).statusCode).toBe(400);
      // Nothing was saved by any of them.
      expect((await security()).passwordMinLength).toBe(8);
    });

    it('answers 403 to anyone but a classification admin', async () => {
      expect((await zhao.get(`${MANAGE}/security`)).statusCode).toBe(403);
      expect((await saveSecurity({ passwordMinLength: 6 }, zhao)).statusCode).toBe(403);
    });

    it('enforces a longer minimum password on the next password change, without a restart, and records the change', async () => {
      expect((await zhao.post('/api/erp/password', { currentPassword: 'password-1', newPassword: 'short-pw-1' })).statusCode).toBe(200);
      const saved = await saveSecurity({ passwordMinLength: 12, passwordRequireDigit: true, repoAllowedHosts: ['Git.Internal.Example', '10.0.0.8'] });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.repoAllowedHosts).toEqual(['git.internal.example', '10.0.0.8']);
      const tooShort = await zhao.post('/api/erp/password', { currentPassword: 'short-pw-1', newPassword: 'eleven-char' });
      expect(tooShort.statusCode).toBe(400);
      expect(tooShort.json().message).toBe(translate('zh-CN', 'passwordTooShort', { count: 12 }));
      expect((await zhao.post('/api/erp/password', { currentPassword: 'short-pw-1', newPassword: 'twelve-chars' })).json().message).toBe(translate('zh-CN', 'passwordNeedsDigit'));
      expect((await zhao.post('/api/erp/password', { currentPassword: 'wrong', newPassword: 'twelve-chars-1' })).statusCode).toBe(400);
      expect((await zhao.post('/api/erp/password', { currentPassword: 'short-pw-1', newPassword: 'twelve-chars-1' })).statusCode).toBe(200);
      zhao = await server.signIn('zhao.lei', 'twelve-chars-1');
      const records = await history('SECURITY_UPDATE');
      expect(records[0]!.operator?.account).toBe('chen.jie');
      expect(records[0]!.information).toContain('passwordMinLength');
    });

    it('refuses uploads of executable types once they are turned off, and previews of a kind turned off', async () => {
      expect((await upload(server, zhao, libraryId, null, [{ name: 'setup.exe', content: 'MZ' }])).statusCode).toBe(200);
      const text = (await upload(server, zhao, libraryId, null, [{ name: 'notes.txt', content: 'hello' }])).json().data.files[0].node.id as number;
      expect((await saveSecurity({ allowExecutableUploads: false, previewKinds: ['image', 'pdf'] })).statusCode).toBe(200);
      const refused = await upload(server, zhao, libraryId, null, [{ name: 'tool.BAT', content: 'echo' }]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(translate('zh-CN', 'uploadExecutableRefused', { name: 'tool.BAT' }));
      expect((await upload(server, zhao, libraryId, null, [{ name: 'readme.md', content: '# ok' }])).statusCode).toBe(200);
      // A resumable upload of a program is refused before any byte is sent.
      const rootId = (await list(zhao, libraryId)).folder.id;
      const permit = await zhao.post(`${DOC}/doc/${libraryId}/get_upload_permit`, { name: 'big-setup.msi', size: 10, totalChunk: 1, chunkSize: 1024, parentId: rootId, relativePath: '' });
      expect(permit.statusCode).toBe(400);
      expect(permit.json().message).toBe(translate('zh-CN', 'uploadExecutableRefused', { name: 'big-setup.msi' }));
      expect((await getRaw(server, zhao, `${DOC}/file/preview/${libraryId}/${text}`)).statusCode).toBe(422);
      expect((await saveSecurity({ allowExecutableUploads: true, previewKinds: ['text'] })).statusCode).toBe(200);
      expect((await upload(server, zhao, libraryId, null, [{ name: 'tool.bat', content: 'echo' }])).statusCode).toBe(200);
      expect((await getRaw(server, zhao, `${DOC}/file/preview/${libraryId}/${text}`)).statusCode).toBe(200);
    });

    it('counts failed sign-ins against the limit in force', async () => {
      expect((await saveSecurity({ loginRateLimit: 2 })).statusCode).toBe(200);
      const attempt = () => server.client().post('/api/erp/login', { username: 'zhao.lei', password: 'not-it' });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(429);
    });

    it('ends sessions idle longer than the idle lifetime in force', async () => {
      const fresh = await server.signIn('chen.jie', 'password-1');
      expect((await saveSecurity({ sessionIdleMinutes: 10 })).statusCode).toBe(200);
      clock += 11 * 60_000;
      expect((await fresh.get('/api/getuser')).statusCode).toBe(401);
      chen = await server.signIn('chen.jie', 'password-1');
      expect((await saveSecurity({ sessionIdleMinutes: 8 * 60 })).statusCode).toBe(200);
    });

    it('checks code-check repositories against the local roots in force', async () => {
      const createTask = () =>
        zhao.post(`${TASK}/task`, { nameEn: `bo_${++taskCounter}`, nameCn: '检查', langs: ['JAVASCRIPT'], repoUrl: repo.url, branch: 'main', tools: ['CCN'] });
      expect((await createTask()).statusCode).toBe(200);
      expect((await saveSecurity({ repoLocalRoots: [] })).statusCode).toBe(200);
      const refused = await createTask();
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(translate('zh-CN', 'repoNotAllowed'));
      expect((await saveSecurity({ repoLocalRoots: server.config.repoLocalRoots })).statusCode).toBe(200);
      expect((await createTask()).statusCode).toBe(200);
    });
  });

  describe('recycle bin of every library', () => {
    let design: number;
    let other: number;
    let fileId: number;
    let folderId: number;
    let pageId: number;
    let before: number;

    const bin = async (query = '') => (await chen.get(`${MANAGE}/recycle?pageSize=100${query}`)).json().data as { totalElements: number; content: RecycleEntry[] };

    beforeAll(async () => {
      design = (await createLibrary(zhao, '设计库')).id;
      other = (await createLibrary(chen, '旧项目库')).id;
      fileId = (await upload(server, zhao, design, null, [{ name: '方案.txt', content: 'plan' }])).json().data.files[0].node.id;
      folderId = (await createFolder(zhao, design, '草稿')).id;
      pageId = (await createPage(zhao, design, '会议纪要')).id;
      before = Date.now();
      expect((await zhao.put(`${DOC}/file/delete`, { libraryId: design, nodeIds: [fileId, folderId] })).statusCode).toBe(200);
      expect((await zhao.delete(`${WIKI}/${design}/pages/${pageId}`)).statusCode).toBe(200);
      expect((await chen.put(`${DOC}/doc_library/del/${other}`)).statusCode).toBe(200);
    });

    it('lists files, folders, wiki pages and libraries deleted anywhere, newest first, with who deleted them', async () => {
      const all = await bin(`&from=${before}`);
      expect(all.content.map((e) => [e.kind, e.name, e.library.name, e.deletedBy?.account])).toEqual([
        ['library', '旧项目库', '旧项目库', 'chen.jie'],
        ['page', '会议纪要', '设计库', 'zhao.lei'],
        ['file', '方案.txt', '设计库', 'zhao.lei'],
        ['folder', '草稿', '设计库', 'zhao.lei'],
      ]);
    });

    it('filters by library, person and time, and pages on the server', async () => {
      expect((await bin(`&libraryId=${design}`)).content.map((e) => e.name).sort()).toEqual(['会议纪要', '方案.txt', '草稿'].sort());
      expect((await bin('&account=chen.jie')).content.map((e) => e.name)).toEqual(['旧项目库']);
      expect((await bin(`&to=${before}`)).content.filter((e) => e.library.id === design)).toEqual([]);
      const first = (await chen.get(`${MANAGE}/recycle?pageSize=2&from=${before}`)).json().data;
      const second = (await chen.get(`${MANAGE}/recycle?pageSize=2&pageNum=2&from=${before}`)).json().data;
      expect(first.totalElements).toBe(4);
      expect([...first.content, ...second.content].map((e: RecycleEntry) => e.name).sort()).toEqual(['会议纪要', '旧项目库', '方案.txt', '草稿'].sort());
    });

    it('restores many at once through the libraries’ own bins, and says why one could not be', async () => {
      const response = await chen.put(`${MANAGE}/recycle/restore`, {
        items: [
          { kind: 'file', id: fileId },
          { kind: 'page', id: pageId },
          { kind: 'library', id: other },
          { kind: 'file', id: 999_999 },
        ],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ done: 3, failed: [{ kind: 'file', id: 999_999, name: '', message: translate('zh-CN', 'recycleItemGone') }] });
      expect((await list(zhao, design)).page.content.map((n) => n.name)).toContain('方案.txt');
      expect((await zhao.get(`${WIKI}/${design}/pages/${pageId}`)).statusCode).toBe(200);
      expect((await chen.get(`${DOC}/doc_library/${other}`)).statusCode).toBe(200);
      expect((await bin(`&from=${before}`)).content.map((e) => e.name)).toEqual(['草稿']);
      expect((await history('RECYCLE_RESTORE')).map((r) => r.information).sort()).toEqual(['会议纪要 · 文档库：设计库', '方案.txt · 文档库：设计库', '旧项目库 · 文档库：旧项目库'].sort());
    });

    it('purges for good', async () => {
      const response = await chen.put(`${MANAGE}/recycle/purge`, { items: [{ kind: 'folder', id: folderId }] });
      expect(response.json().data).toEqual({ done: 1, failed: [] });
      expect((await bin(`&from=${before}`)).totalElements).toBe(0);
      expect((await chen.put(`${DOC}/file/recycle/restore`, { libraryId: design, nodeIds: [folderId], pageIds: [] })).statusCode).toBe(404);
      expect((await history('RECYCLE_PURGE')).map((r) => r.information)).toEqual(['草稿 · 文档库：设计库']);
    });

    it('restores a library’s items whole or not at all, and records only what happened', async () => {
      const draftId = (await upload(server, zhao, design, null, [{ name: '草案.txt', content: 'draft' }])).json().data.files[0].node.id;
      const notesId = (await createPage(zhao, design, '周报')).id;
      expect((await zhao.put(`${DOC}/file/delete`, { libraryId: design, nodeIds: [draftId] })).statusCode).toBe(200);
      expect((await zhao.delete(`${WIKI}/${design}/pages/${notesId}`)).statusCode).toBe(200);
      // A new page took the title meanwhile: the page cannot go back, so neither does the file restored with it.
      await createPage(zhao, design, '周报');
      const recordsBefore = (await history('RECYCLE_RESTORE')).length;

      const response = await chen.put(`${MANAGE}/recycle/restore`, { items: [{ kind: 'file', id: draftId }, { kind: 'page', id: notesId }] });
      expect(response.statusCode).toBe(200);
      expect((response.json().data as RecycleOutcome).done).toBe(0);
      expect((response.json().data as RecycleOutcome).failed.map((f) => f.name).sort()).toEqual(['周报', '草案.txt'].sort());
      expect((await bin(`&libraryId=${design}`)).content.map((e) => e.name).sort()).toEqual(['周报', '草案.txt'].sort());
      expect(await history('RECYCLE_RESTORE')).toHaveLength(recordsBefore);
    });

    it('refuses bad input and anyone but a classification admin', async () => {
      expect((await chen.put(`${MANAGE}/recycle/restore`, { items: [] })).statusCode).toBe(400);
      expect((await chen.put(`${MANAGE}/recycle/restore`, { items: [{ kind: 'user', id: 1 }] })).statusCode).toBe(400);
      expect((await chen.put(`${MANAGE}/recycle/purge`, { items: [{ kind: 'file', id: -1 }] })).statusCode).toBe(400);
      expect((await chen.get(`${MANAGE}/recycle?from=yesterday`)).statusCode).toBe(400);
      expect((await zhao.get(`${MANAGE}/recycle`)).statusCode).toBe(403);
      expect((await zhao.put(`${MANAGE}/recycle/restore`, { items: [{ kind: 'file', id: fileId }] })).statusCode).toBe(403);
      expect((await zhao.put(`${MANAGE}/recycle/purge`, { items: [{ kind: 'file', id: fileId }] })).statusCode).toBe(403);
    });
  });

  describe('share templates', () => {
    let own: number;

    it('lists every template whoever made it, creates, changes and deletes them, recording each', async () => {
      const mine = await zhao.post(`${DOC}/manage/shareTemplate`, { name: '赵的模板', grants: [{ grantee: { type: 'user', account: 'chen.jie' }, role: 'read' }] });
      expect(mine.statusCode).toBe(200);
      const created = await chen.post(`${MANAGE}/templates`, { name: '全员只读', grants: [{ grantee: { type: 'user', account: 'zhao.lei' }, role: 'read', download: false }] });
      expect(created.statusCode).toBe(200);
      own = created.json().data.id;
      const listed = (await chen.get(`${MANAGE}/templates`)).json().data;
      expect(listed.content.map((t: { name: string }) => t.name)).toEqual(['全员只读', '赵的模板']);
      expect((await chen.get(`${MANAGE}/templates?keyword=赵`)).json().data.totalElements).toBe(1);
      const changed = await chen.put(`${MANAGE}/templates`, { id: own, name: '全员可下载', grants: [{ grantee: { type: 'user', account: 'zhao.lei' }, role: 'read', download: true }] });
      expect(changed.json().data).toMatchObject({ name: '全员可下载', grants: [{ role: 'read', download: true }] });
      expect((await chen.delete(`${MANAGE}/templates/${mine.json().data.id}`)).statusCode).toBe(200);
      expect((await chen.get(`${MANAGE}/templates`)).json().data.content.map((t: { name: string }) => t.name)).toEqual(['全员可下载']);
      expect((await history('SHARE_TEMPLATE_CREATE')).length).toBe(1);
      expect((await history('SHARE_TEMPLATE_UPDATE')).length).toBe(1);
      expect((await history('SHARE_TEMPLATE_DELETE')).length).toBe(1);
    });

    it('refuses bad input and anyone but a classification admin', async () => {
      expect((await chen.post(`${MANAGE}/templates`, { name: '', grants: [{ grantee: { type: 'user', account: 'zhao.lei' }, role: 'read' }] })).statusCode).toBe(400);
      expect((await chen.post(`${MANAGE}/templates`, { name: '空', grants: [] })).statusCode).toBe(400);
      const unknown = await chen.post(`${MANAGE}/templates`, { name: '无人', grants: [{ grantee: { type: 'user', account: 'nobody' }, role: 'read' }] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toContain('nobody');
      expect((await chen.put(`${MANAGE}/templates`, { id: 999_999, name: 'x', grants: [{ grantee: { type: 'user', account: 'zhao.lei' }, role: 'read' }] })).statusCode).toBe(404);
      expect((await chen.delete(`${MANAGE}/templates/999999`)).statusCode).toBe(404);
      expect((await chen.delete(`${MANAGE}/templates/abc`)).statusCode).toBe(400);
      expect((await zhao.get(`${MANAGE}/templates`)).statusCode).toBe(403);
      expect((await zhao.post(`${MANAGE}/templates`, { name: 'z', grants: [{ grantee: { type: 'user', account: 'zhao.lei' }, role: 'read' }] })).statusCode).toBe(403);
      expect((await zhao.delete(`${MANAGE}/templates/${own}`)).statusCode).toBe(403);
    });
  });
});
