import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC, createLibrary, upload } from './library-support';
import { DIALECTS, build, createUser, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { grantLibrary } from './wiki-support';

const EDITOR = 'https://office.example/browser/dist/cool.html?WOPISrc={WOPISrc}';

/**
 * A WOPI client as an office server is one: it knows only the file's WOPI address (WOPISrc) and the
 * access token, and speaks the protocol's calls with their headers, without the app's session.
 */
function wopiClient(server: TestServer, wopiSrc: string, accessToken: string) {
  const path = new URL(wopiSrc).pathname;
  const call = (method: 'GET' | 'POST', suffix: string, headers: Record<string, string> = {}, payload?: Buffer) =>
    server.app.inject({ method, url: `${path}${suffix}?access_token=${encodeURIComponent(accessToken)}`, headers: payload ? { ...headers, 'content-type': 'application/octet-stream' } : headers, payload });
  return {
    checkFileInfo: () => call('GET', ''),
    getFile: () => call('GET', '/contents'),
    lock: (lock: string) => call('POST', '', { 'x-wopi-override': 'LOCK', 'x-wopi-lock': lock }),
    unlockAndRelock: (lock: string, oldLock: string) => call('POST', '', { 'x-wopi-override': 'LOCK', 'x-wopi-lock': lock, 'x-wopi-oldlock': oldLock }),
    refreshLock: (lock: string) => call('POST', '', { 'x-wopi-override': 'REFRESH_LOCK', 'x-wopi-lock': lock }),
    getLock: () => call('POST', '', { 'x-wopi-override': 'GET_LOCK' }),
    unlock: (lock: string) => call('POST', '', { 'x-wopi-override': 'UNLOCK', 'x-wopi-lock': lock }),
    putFile: (lock: string | null, bytes: Buffer) => call('POST', '/contents', { 'x-wopi-override': 'PUT', ...(lock ? { 'x-wopi-lock': lock } : {}) }, bytes),
  };
}

describe.each(DIALECTS)('the WOPI host for office editing on %s', (dialect) => {
  let server: TestServer;
  let zhao: ApiClient;
  let li: ApiClient;
  let wang: ApiClient;
  let libraryId: number;
  let docId: number;
  let notesId: number;

  const token = (client: ApiClient, nodeId: number, library = libraryId) => client.post(`${DOC}/wopi/token`, { libraryId: library, nodeId });

  beforeAll(async () => {
    server = await build(dialect, { WOPI_EDITOR_URL: EDITOR });
    await createUser(server.db, 'zhao.lei', { name: '赵磊' });
    await createUser(server.db, 'li.na', { name: '李娜' });
    await createUser(server.db, 'wang.fang', { name: '王芳' });
    zhao = await server.signIn('zhao.lei', 'password-1');
    li = await server.signIn('li.na', 'password-1');
    wang = await server.signIn('wang.fang', 'password-1');
    libraryId = (await createLibrary(zhao, '方案')).id;
    await grantLibrary(zhao, libraryId, 'li.na', 'read');
    const uploaded = await upload(server, zhao, libraryId, null, [
      { name: '方案.docx', content: 'version one' },
      { name: 'notes.txt', content: 'plain' },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const files = uploaded.json().data.files as { node: { id: number; name: string } }[];
    docId = files.find((file) => file.node.name === '方案.docx')!.node.id;
    notesId = files.find((file) => file.node.name === 'notes.txt')!.node.id;
  });
  afterAll(() => server.close());

  it('says which extensions open in the office server', async () => {
    const white = await zhao.post(`${DOC}/wopi/white`, {});
    expect(white.statusCode).toBe(200);
    expect(white.json().data).toMatchObject({ enabled: true, extensions: expect.arrayContaining(['docx', 'xlsx', 'pptx']) });
  });

  it('lets the app post a token to the configured office server and to no other address', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/login' });
    const formAction = /form-action ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(formAction?.split(' ')).toEqual(["'self'", new URL(EDITOR).origin]);
  });

  it('locks, reads, saves a new version and unlocks, as an office server does', async () => {
    const session = (await token(zhao, docId)).json().data as { accessToken: string; wopiSrc: string; editorUrl: string; canWrite: boolean; accessTokenTtl: number };
    expect(session.canWrite).toBe(true);
    expect(session.editorUrl).toBe(EDITOR.replace('{WOPISrc}', encodeURIComponent(session.wopiSrc)));
    expect(session.accessTokenTtl).toBeGreaterThan(Date.now());
    const office = wopiClient(server, session.wopiSrc, session.accessToken);

    const info = await office.checkFileInfo();
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ BaseFileName: '方案.docx', Size: 11, UserId: 'zhao.lei', UserFriendlyName: '赵磊', UserCanWrite: true, SupportsLocks: true, SupportsUpdate: true });
    expect((await office.getFile()).body).toBe('version one');

    // A save without the lock of a file that has content is refused; so is one with another lock.
    expect((await office.putFile(null, Buffer.from('x'))).statusCode).toBe(409);
    expect((await office.lock('lock-A')).statusCode).toBe(200);
    const taken = await office.lock('lock-B');
    expect(taken.statusCode).toBe(409);
    expect(taken.headers['x-wopi-lock']).toBe('lock-A');
    expect((await office.getLock()).headers['x-wopi-lock']).toBe('lock-A');
    const wrong = await office.putFile('lock-B', Buffer.from('stolen'));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.headers['x-wopi-lock']).toBe('lock-A');

    const saved = await office.putFile('lock-A', Buffer.from('version two, edited in the browser'));
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['x-wopi-itemversion']).toBe('2');
    const versions = (await zhao.get(`${DOC}/file/versions/${libraryId}/${docId}`)).json().data as { version: number; current: boolean; md5: string }[];
    expect(versions.map((v) => [v.version, v.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(versions[0]!.md5).toBe(createHash('md5').update('version two, edited in the browser').digest('hex'));
    expect((await office.getFile()).body).toBe('version two, edited in the browser');

    expect((await office.refreshLock('lock-A')).statusCode).toBe(200);
    expect((await office.unlockAndRelock('lock-C', 'lock-A')).statusCode).toBe(200);
    expect((await office.unlock('lock-A')).statusCode).toBe(409);
    expect((await office.unlock('lock-C')).statusCode).toBe(200);
    expect((await office.getLock()).headers['x-wopi-lock']).toBe('');
  });

  it('lets a reader open the file but never save it', async () => {
    const session = (await token(li, docId)).json().data as { accessToken: string; wopiSrc: string; canWrite: boolean };
    expect(session.canWrite).toBe(false);
    const office = wopiClient(server, session.wopiSrc, session.accessToken);
    expect((await office.checkFileInfo()).json()).toMatchObject({ UserCanWrite: false, ReadOnly: true, UserId: 'li.na' });
    expect((await office.lock('reader-lock')).statusCode).toBe(200);
    expect((await office.putFile('reader-lock', Buffer.from('no'))).statusCode).toBe(401);
    await office.unlock('reader-lock');
  });

  it('refuses a wrong, forged or borrowed token with 401, and another person’s file with 404', async () => {
    const session = (await token(zhao, docId)).json().data as { accessToken: string; wopiSrc: string };
    const bogus = wopiClient(server, session.wopiSrc, 'not-a-token');
    expect((await bogus.checkFileInfo()).statusCode).toBe(401);
    expect((await bogus.getFile()).statusCode).toBe(401);
    const forged = wopiClient(server, session.wopiSrc, `${session.accessToken.slice(0, -4)}AAAA`);
    expect((await forged.checkFileInfo()).statusCode).toBe(401);
    // A token names one file: on another it is refused.
    const borrowed = wopiClient(server, session.wopiSrc.replace(`/${docId}`, `/${notesId}`), session.accessToken);
    expect((await borrowed.checkFileInfo()).statusCode).toBe(401);
    // Wang Fang has no grant: the file is not there for her.
    expect((await token(wang, docId)).statusCode).toBe(404);
    // Files the office server does not open, and nonsense, get a clear 4xx.
    expect((await token(zhao, notesId)).statusCode).toBe(400);
    expect((await zhao.post(`${DOC}/wopi/token`, { libraryId, nodeId: 'x' })).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'GET', url: `/api/wopi/files/abc?access_token=x` })).statusCode).toBe(404);
  });

  it('ends editing at the next call once the person loses the grant', async () => {
    const session = (await token(li, docId)).json().data as { accessToken: string; wopiSrc: string };
    const office = wopiClient(server, session.wopiSrc, session.accessToken);
    expect((await office.checkFileInfo()).statusCode).toBe(200);
    expect((await zhao.post(`${DOC}/common/perm/remove`, { libraryId, grantees: [{ type: 'user', account: 'li.na' }] })).statusCode).toBe(200);
    expect((await office.checkFileInfo()).statusCode).toBe(401);
  });
});

describe('without an office server', () => {
  it('says nothing opens, and gives no token', async () => {
    const server = await build('sqlite');
    try {
      await createUser(server.db, 'zhao.lei');
      const zhao = await server.signIn('zhao.lei', 'password-1');
      expect((await zhao.post(`${DOC}/wopi/white`, {})).json().data).toEqual({ enabled: false, extensions: [] });
      expect((await zhao.post(`${DOC}/wopi/token`, { libraryId: 1, nodeId: 1 })).statusCode).toBe(409);
    } finally {
      await server.close();
    }
  });
});
