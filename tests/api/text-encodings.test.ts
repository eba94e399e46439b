import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeText } from '../../contract/text-encoding';
import { gbk } from '../fixtures/gbk';
import { type FixtureRepo, makeRepoWithFiles, removeFixtureRepo } from '../fixtures/make-repo';
import { DOC, createLibrary, getRaw, upload } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { DEFECT, TASK } from './support/codecheck';

/** Files saved on Chinese Windows are GBK; each place that shows one reads it as the same Chinese. */
describe.each(DIALECTS)('GBK text files read as Chinese wherever they are shown, on %s', (dialect) => {
  let server: TestServer;
  let chen: ApiClient;
  let repo: FixtureRepo;

  beforeAll(async () => {
    server = await build(dialect);
    await createUser(server.db, 'chen.jie', { name: '陈杰', classifyAdmin: true });
    chen = await server.signIn('chen.jie', 'password-1');
    repo = await makeRepoWithFiles({ 'src/说明.js': gbk('// 计算订单总价，含税\nexport const total = (price) => price * 1.13;\n') });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await removeFixtureRepo(repo);
  });

  it('imports people from a CSV saved in GBK with their Chinese names, read as the import screen reads a picked file', async () => {
    const file = new Blob([gbk('账号,姓名,部门\nsun.li,孙丽,市场部\nzhou.qi,周琪,市场部\n')]);
    const csv = decodeText(new Uint8Array(await file.arrayBuffer()));
    const imported = await chen.post(`${DOC}/manage/people/import`, { csv });
    expect(imported.json().data).toEqual({ created: 2, skipped: 0 });
    const named = async (account: string) => (await chen.get(`${DOC}/manage/people?keyword=${account}`)).json().data.content[0];
    expect(await named('sun.li')).toMatchObject({ name: '孙丽', department: { name: '市场部' } });
    expect(await named('zhou.qi')).toMatchObject({ name: '周琪', department: { name: '市场部' } });
  });

  it('previews and downloads a GBK text file with the encoding it is in, so its bytes read as the Chinese they are', async () => {
    const libraryId = (await createLibrary(chen, '资料库')).id;
    const text = '会议纪要：下周一上线。\n';
    const uploaded = await upload(server, chen, libraryId, null, [{ name: '纪要.txt', content: gbk(text) }]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const nodeId = uploaded.json().data.files[0].node.id;
    const preview = await getRaw(server, chen, `${DOC}/file/preview/${libraryId}/${nodeId}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('text/plain; charset=gb18030');
    expect(new TextDecoder('gb18030').decode(preview.rawPayload)).toBe(text);
    const download = await getRaw(server, chen, `${DOC}/file/content/${libraryId}/${nodeId}`);
    expect(download.headers['content-type']).toBe('text/plain; charset=gb18030');
    expect(download.rawPayload.equals(gbk(text))).toBe(true);
  });

  it('shows a GBK source file of a scanned repository as Chinese in the code-check file view', async () => {
    const created = await chen.post(`${TASK}/task`, { nameEn: `encodings_${dialect}`, nameCn: '编码', langs: ['JAVASCRIPT'], repoUrl: repo.url, branch: repo.branch, tools: ['CCN'] });
    expect(created.statusCode, created.body).toBe(200);
    const taskId = created.json().data.taskId;
    // The folder tree clones the repository.
    expect((await chen.get(`${TASK}/filter/path/tree?taskId=${taskId}`)).statusCode).toBe(200);
    const lines = (await chen.post(`${DEFECT}/warn/fileContentSegment`, { taskId, filePath: 'src/说明.js', beginLine: 1, endLine: 2 })).json().data;
    expect(lines).toEqual([
      { number: 1, text: '// 计算订单总价，含税' },
      { number: 2, text: 'export const total = (price) => price * 1.13;' },
    ]);
  });
});
