import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../contract/constants';
import { adminRecord } from '../../server/modules/manage/admin-record-repo';
import { DOC, createLibrary, upload } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';

const HISTORY = `${DOC}/manage/history`;

interface Record {
  key: string;
  libraryId: number | null;
  libraryName: string;
  operator: { account: string } | null;
  action: string;
  actionName: string;
  information: string;
  time: number;
}

describe.each(DIALECTS)('the back office operation record on %s', (dialect) => {
  let server: TestServer;
  let chen: ApiClient;
  let zhao: ApiClient;
  let design: number;
  let finance: number;
  let beforeFinance: number;

  const records = async (query = '') => (await chen.get(`${HISTORY}?pageSize=100${query}`)).json().data as { totalElements: number; content: Record[] };

  beforeAll(async () => {
    server = await build(dialect);
    await createUser(server.db, 'chen.jie', { name: '陈杰', classifyAdmin: true });
    await createUser(server.db, 'zhao.lei', { name: '赵磊' });
    chen = await server.signIn('chen.jie', 'password-1');
    zhao = await server.signIn('zhao.lei', 'password-1');
    // This suite reads the libraries' and the back office's records: the audit's (these sign-ins) are tested in audit.test.ts.
    await server.db.deleteFrom('audit_events').execute();
    design = (await createLibrary(zhao, '设计文档')).id;
    const uploaded = await upload(server, zhao, design, null, [{ name: '报价.txt', content: 'x' }, { name: '评审, 纪要.md', content: 'y' }]);
    expect(uploaded.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    beforeFinance = Date.now();
    finance = (await createLibrary(chen, '=1+2 财务')).id;
  });
  afterAll(() => server.close());

  it('shows every library’s records newest first to a classification admin', async () => {
    const all = await records();
    expect(all.content.map((r) => [r.libraryName, r.operator?.account, r.action])).toEqual([
      ['=1+2 财务', 'chen.jie', 'GRANT'],
      ['=1+2 财务', 'chen.jie', 'LIBRARY_CREATE'],
      ['设计文档', 'zhao.lei', 'UPLOAD'],
      ['设计文档', 'zhao.lei', 'UPLOAD'],
      ['设计文档', 'zhao.lei', 'GRANT'],
      ['设计文档', 'zhao.lei', 'LIBRARY_CREATE'],
    ]);
    expect(all.content[1]!.actionName).toBe('新建文档库');
  });

  it('filters by person, library, action and time, and pages', async () => {
    expect((await records('&account=chen.jie')).content.map((r) => r.libraryName)).toEqual(['=1+2 财务', '=1+2 财务']);
    expect((await records(`&libraryId=${design}`)).totalElements).toBe(4);
    expect((await records(`&libraryId=${design}&action=UPLOAD`)).totalElements).toBe(2);
    expect((await records(`&from=${beforeFinance}`)).content.map((r) => r.action)).toEqual(['GRANT', 'LIBRARY_CREATE']);
    expect((await records(`&to=${beforeFinance}`)).totalElements).toBe(4);
    expect((await records('&account=nobody')).totalElements).toBe(0);
    const second = (await chen.get(`${HISTORY}?pageSize=4&pageNum=2`)).json().data;
    expect(second).toMatchObject({ totalElements: 6, totalPages: 2, number: 2 });
    expect(second.content).toHaveLength(2);
    expect(finance).toBeGreaterThan(design);
  });

  it('exports the filtered records as CSV a spreadsheet opens safely', async () => {
    const response = await chen.get(`${HISTORY}/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="history-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = response.body;
    expect(text.startsWith('\uFEFF时间（UTC）,账号,姓名,文档库,操作,内容,IP 地址,客户端\r\n')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(7);
    // A name that would run as a formula stays text; a comma is quoted.
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z,chen\.jie,陈杰,'=1\+2 财务,授权,/);
    expect(text).not.toMatch(/,=1\+2/);
    expect(text).toContain(',"/评审, 纪要.md",,\r\n');
  });

  it('speaks the reader’s language', async () => {
    chen.setCookie(COOKIE.language, 'en');
    expect((await records()).content[1]!.actionName).toBe('Create library');
    expect((await chen.get(`${HISTORY}/export`)).body.startsWith('\uFEFFTime (UTC),Account,Name,Library,Action,Details,IP address,Client\r\n')).toBe(true);
    chen.setCookie(COOKIE.language, 'zh-CN');
  });

  it('refuses everyone but classification admins, on the server', async () => {
    for (const url of [HISTORY, `${HISTORY}/export`]) {
      const response = await zhao.get(url);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 403, message: '抱歉，您的权限不足！', data: { code: 'FORBIDDEN' } });
    }
  });

  it('holds the back office’s own changes beside the libraries’, newest first', async () => {
    const chenId = (await server.db.selectFrom('users').select('id').where('account', '=', 'chen.jie').executeTakeFirstOrThrow()).id;
    await adminRecord(server.db).record({ actorId: chenId, action: 'CLASSIFY_CREATE', subject: '设计规范' }, Date.now() + 1000);
    const all = await records();
    expect(all.totalElements).toBe(7);
    expect(all.content[0]).toMatchObject({ libraryId: null, libraryName: '', operator: { account: 'chen.jie' }, action: 'CLASSIFY_CREATE', actionName: '新建分类', information: '设计规范' });
    expect(new Set(all.content.map((r) => r.key)).size).toBe(7);
    expect((await records('&action=CLASSIFY_CREATE')).content.map((r) => r.information)).toEqual(['设计规范']);
    expect((await records('&account=chen.jie')).totalElements).toBe(3);
    // A library, or one of the libraries' actions, leaves the back office's records out.
    expect((await records(`&libraryId=${finance}`)).totalElements).toBe(2);
    expect((await records('&action=GRANT')).totalElements).toBe(2);
    expect((await chen.get(`${HISTORY}/export?action=CLASSIFY_CREATE`)).body).toMatch(/\r\n[\d\-T:.Z]+,chen\.jie,陈杰,,新建分类,设计规范,,\r\n$/);
  });

  it('refuses bad filters with a clear 400', async () => {
    for (const query of ['action=NOPE', 'libraryId=abc', 'from=-1', `account=${'a'.repeat(65)}`, 'extra=1']) {
      const response = await chen.get(`${HISTORY}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).not.toBe('');
    }
  });
});
