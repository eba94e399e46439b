import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkBody, DOC } from './library-support';
import { DIALECTS, dropSchema, POSTGRES_URL } from './support/build';
import type { HttpSession } from './support/http-session';
import { type ServerProcess, sleep, startServerProcess } from './support/server-process';

/**
 * A server killed with SIGKILL while it turns a finished upload into a file: after a restart, the
 * upload must still end as that file. The real server runs as a child process, so the kill is real.
 */

const ADMIN_PASSWORD = 'crash-admin-pass-1';
const MIB = 1024 * 1024;
// Large, and its first chunk sent last: finishing then hashes the whole file, which keeps the window wide.
const SIZE = 256 * MIB;
const CHUNK = 32 * MIB;
const TOTAL = SIZE / CHUNK;

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

describe.each(DIALECTS)('an upload interrupted by a killed server on %s', (dialect) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-crash-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let server: ServerProcess | null = null;

  async function start() {
    server = await startServerProcess({
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...(dialect === 'postgres' ? { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema } : {}),
    });
  }

  async function stop(signal: NodeJS.Signals) {
    const running = server;
    server = null;
    await running?.stop(signal);
  }

  const signIn = () => server!.signIn('admin', ADMIN_PASSWORD);

  /** The upload's state as the database holds it, read beside the server. */
  async function statusReader(): Promise<{ status: (identifier: string) => Promise<string | undefined>; close: () => Promise<void> }> {
    if (dialect === 'sqlite') {
      const db = new Database(path.join(dataDir, 'librarium.db'), { readonly: true, fileMustExist: true });
      const query = db.prepare('select status from uploads where identifier = ?');
      return {
        status: async (identifier) => (query.get(identifier) as { status: string } | undefined)?.status,
        close: async () => {
          db.close();
        },
      };
    }
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    return {
      status: async (identifier) => (await client.query<{ status: string }>(`select status from "${schema}".uploads where identifier = $1`, [identifier])).rows[0]?.status,
      close: () => client.end(),
    };
  }

  beforeAll(start, 90_000);

  afterAll(async () => {
    await stop('SIGTERM');
    if (dialect === 'postgres') await dropSchema(schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('ends as the file, with the right MD5, when the server was killed while finishing it', async () => {
    const data = randomBytes(SIZE);
    const fileMd5 = md5(data);
    const admin = await signIn();
    const library = (await (await admin.json('POST', `${DOC}/doc_library`, { name: '断电库' })).json()).data as { id: number; rootId: number };
    const permitUrl = `${DOC}/doc/${library.id}/get_upload_permit`;
    const permitBody = { name: 'survey.bin', relativePath: '', parentId: library.rootId, chunkSize: CHUNK, size: SIZE, totalChunk: TOTAL, fileMd5 };
    const { identifier } = (await (await admin.json('POST', permitUrl, permitBody)).json()).data as { identifier: string };
    const send = (session: HttpSession, chunkNumber: number) => {
      const { body, contentType } = chunkBody({ identifier, filename: 'survey.bin', data, chunkSize: CHUNK, chunkNumber, fileMd5 });
      return session.request('POST', `${DOC}/doc/upload/chunk`, body, contentType);
    };
    for (let chunk = 2; chunk <= TOTAL; chunk += 1) expect((await send(admin, chunk)).status).toBe(200);

    const reader = await statusReader();
    try {
      const last = send(admin, 1).catch(() => null);
      let seen: string | undefined;
      for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
        seen = await reader.status(identifier);
        if (seen !== 'uploading') break;
        await sleep(5);
      }
      expect(seen, 'the kill must land while the upload is finishing').toBe('finishing');
      await stop('SIGKILL');
      await last;
      expect(await reader.status(identifier)).toBe('finishing');
    } finally {
      await reader.close();
    }

    await start();
    const again = await signIn();
    // The browser resumes as it always does: it asks where the upload stands and sends the last chunk again.
    let nodeId: number | null = null;
    for (const deadline = Date.now() + 60_000; nodeId === null && Date.now() < deadline; ) {
      const permit = await again.json('POST', permitUrl, { ...permitBody, identifier });
      if (permit.status === 200) {
        const answer = (await permit.json()).data as { identifier: string; nodeId: number | null; uploadedChunks: number[] };
        expect(answer.identifier).toBe(identifier);
        if (answer.nodeId !== null) nodeId = answer.nodeId;
        else if (answer.uploadedChunks.length === TOTAL) {
          const resent = await send(again, 1);
          if (resent.status === 200) nodeId = ((await resent.json()).data as { nodeId: number | null }).nodeId;
        } else {
          for (let chunk = 1; chunk <= TOTAL; chunk += 1) if (!answer.uploadedChunks.includes(chunk)) await send(again, chunk);
        }
      } else {
        expect(permit.status, await permit.text()).toBe(425);
      }
      if (nodeId === null) await sleep(1000);
    }
    expect(nodeId, 'the upload never became a file').not.toBeNull();

    const stored = await again.request('GET', `${DOC}/file/content/${library.id}/${nodeId}?disposition=attachment`);
    expect(stored.status).toBe(200);
    expect(md5(Buffer.from(await stored.arrayBuffer()))).toBe(fileMd5);
    const listing = (await (await again.request('GET', `${DOC}/file/list?libraryId=${library.id}`)).json()).data as { page: { content: { name: string }[] } };
    expect(listing.page.content.map((node) => node.name)).toEqual(['survey.bin']);
  }, 240_000);
});
