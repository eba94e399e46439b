import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DOC } from './library-support';
import { DIALECTS, dropSchema, POSTGRES_URL } from './support/build';
import type { HttpSession } from './support/http-session';
import { ROOT, type ServerProcess, sleep, startServerProcess } from './support/server-process';

/**
 * `npm run backup` while people upload, then `npm run restore` into an empty data folder: the
 * restored server has every file that was complete when the backup began, each with its MD5, and
 * every file it lists downloads whole.
 */

const ADMIN_PASSWORD = 'backup-admin-pass-1';
const CHUNK = 256 * 1024;
const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

/** Runs one of the maintenance commands as the operator would, answering its exit code and output. */
function runCommand(script: string, dir: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, dir], { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (data: Buffer) => (output += data.toString()));
    child.stderr.on('data', (data: Buffer) => (output += data.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** One file through the resumable upload, in chunks, as the browser sends it. */
async function uploadFile(session: HttpSession, library: { id: number; rootId: number }, name: string, data: Buffer): Promise<void> {
  const totalChunks = Math.ceil(data.length / CHUNK);
  const fileMd5 = md5(data);
  const permit = await session.json('POST', `${DOC}/doc/${library.id}/get_upload_permit`, {
    name,
    relativePath: '',
    parentId: library.rootId,
    chunkSize: CHUNK,
    size: data.length,
    totalChunk: totalChunks,
    fileMd5,
  });
  const { identifier } = (await permit.json()).data as { identifier: string };
  for (let chunk = 1; chunk <= totalChunks; chunk += 1) {
    const bytes = data.subarray((chunk - 1) * CHUNK, chunk * CHUNK);
    const form = new FormData();
    const fields = { chunkNumber: chunk, chunkSize: CHUNK, currentChunkSize: bytes.length, totalSize: data.length, identifier, filename: name, relativePath: '', totalChunks, fileMd5 };
    for (const [field, value] of Object.entries(fields)) form.append(field, String(value));
    form.append('file', new Blob([new Uint8Array(bytes)]), 'blob');
    const answer = await session.request('POST', `${DOC}/doc/upload/chunk`, form);
    if (answer.status !== 200) throw new Error(`chunk ${chunk} of ${name}: ${answer.status} ${await answer.text()}`);
  }
}

async function listedFiles(session: HttpSession, libraryId: number): Promise<{ id: number; name: string }[]> {
  const answer = await session.request('GET', `${DOC}/file/list?libraryId=${libraryId}&pageSize=100`);
  return ((await answer.json()).data as { page: { content: { id: number; name: string }[] } }).page.content;
}

async function downloadedMd5(session: HttpSession, libraryId: number, nodeId: number): Promise<string> {
  const answer = await session.request('GET', `${DOC}/file/content/${libraryId}/${nodeId}?disposition=attachment`);
  expect(answer.status).toBe(200);
  return md5(Buffer.from(await answer.arrayBuffer()));
}

describe.each(DIALECTS)('backup and restore on %s', (dialect) => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-backup-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const restoreDatabase = `restore_${randomBytes(6).toString('hex')}`;
  const servers: ServerProcess[] = [];

  const environment = (dataDir: string, databaseUrl: string): Record<string, string> => ({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    WEB_DIST: path.join(work, 'no-web'),
    ...(dialect === 'postgres' ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : {}),
  });

  afterAll(async () => {
    for (const server of servers) await server.stop('SIGTERM');
    if (dialect === 'postgres') {
      await dropSchema(schema);
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${restoreDatabase}`);
      await admin.end();
    }
    fs.rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it('copies a running server while it takes uploads, and the copy restores with every complete file', async () => {
    const original = environment(path.join(work, 'data'), POSTGRES_URL);
    const server = await startServerProcess(original);
    servers.push(server);
    const admin = await server.signIn('admin', ADMIN_PASSWORD);
    const library = (await (await admin.json('POST', `${DOC}/doc_library`, { name: '备份库' })).json()).data as { id: number; rootId: number };

    const written = new Map<string, string>();
    for (let index = 0; index < 5; index += 1) {
      const data = randomBytes(CHUNK * (index + 1) + 1234);
      await uploadFile(admin, library, `before-${index}.bin`, data);
      written.set(`before-${index}.bin`, md5(data));
    }
    const completeBeforeBackup = [...written.keys()];

    // People keep uploading while the backup runs.
    let uploading = true;
    const duringBackup = (async () => {
      for (let index = 0; uploading; index += 1) {
        const data = randomBytes(CHUNK * 3 + index);
        await uploadFile(admin, library, `during-${index}.bin`, data);
        written.set(`during-${index}.bin`, md5(data));
      }
    })();
    await sleep(300);
    const backupDir = path.join(work, 'backup');
    const made = await runCommand('server/backup.ts', backupDir, original);
    uploading = false;
    await duringBackup;
    expect(made.code, made.output).toBe(0);
    expect(fs.existsSync(path.join(backupDir, 'manifest.json'))).toBe(true);
    expect(written.size, 'uploads went on during the backup').toBeGreaterThan(completeBeforeBackup.length);
    await server.stop('SIGTERM');

    if (dialect === 'postgres') {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`create database ${restoreDatabase}`);
      await client.end();
    }
    const restoredUrl = POSTGRES_URL.replace(/\/[^/]+$/, `/${restoreDatabase}`);
    const restored = environment(path.join(work, 'restored'), restoredUrl);
    const brought = await runCommand('server/restore.ts', backupDir, restored);
    expect(brought.code, brought.output).toBe(0);

    const again = await startServerProcess(restored);
    servers.push(again);
    const person = await again.signIn('admin', ADMIN_PASSWORD);
    const files = await listedFiles(person, library.id);
    const names = files.map((file) => file.name);
    for (const name of completeBeforeBackup) expect(names).toContain(name);
    // Whatever the copy holds is whole: every listed file downloads with the MD5 it was uploaded with.
    for (const file of files) expect(await downloadedMd5(person, library.id, file.id), file.name).toBe(written.get(file.name));

    // A restore never lands on data that is already there.
    const refused = await runCommand('server/restore.ts', backupDir, restored);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('not empty');
  }, 240_000);
});
