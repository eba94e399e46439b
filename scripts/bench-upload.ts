/**
 * `npm run bench:upload`: sends one file (1 GiB by default, BENCH_UPLOAD_MB to change) to the real server
 * on loopback twice in the same run: through the chunked protocol (10 MB chunks, 3 in parallel, MD5
 * computed while sending and checked by the server at the end) and as one streaming multipart request.
 * Prints both rates and their ratio, then the MD5 rates measured in Chromium (spark-md5 and the hash the
 * upload engine uses).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UPLOAD } from '../contract/upload';
import { buildApp } from '../server/app';
import { hashPassword } from '../server/auth/password';
import { loadConfig } from '../server/config';
import { benchUploadHash } from './bench-upload-hash';

const SIZE = Number(process.env.BENCH_UPLOAD_MB ?? 1024) * 1024 * 1024;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-bench-upload-'));
  const config = loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-admin-pass', LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', WEB_DIST: path.join(dataDir, 'none') });
  const { app, db } = await buildApp(config, { logger: false });
  await db.insertInto('users').values({ account: 'bench', name: 'Bench', email: '', phone: '', password_hash: await hashPassword('bench-pass-1'), department_id: null, is_classify_admin: 0, is_active: 1, created_at: Date.now() }).execute();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  try {
    const login = await fetch(`${base}/api/erp/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench', password: 'bench-pass-1' }) });
    const cookies = login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
    const csrf = (await login.json()).data.csrfToken as string;
    const headers = { cookie: cookies, 'x-csrf-token': csrf };
    const call = async (method: string, url: string, body?: unknown) => {
      const response = await fetch(`${base}${url}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      const json = await response.json();
      if (json.status !== 0) throw new Error(`${url}: ${json.message}`);
      return json.data;
    };
    const library = await call('POST', '/api/ms/doc/api/user/doc_library', { name: 'bench' });

    const file = path.join(dataDir, 'payload.bin');
    const block = Buffer.alloc(8 * 1024 * 1024);
    const out = fs.openSync(file, 'w');
    for (let written = 0, n = 0; written < SIZE; n++) {
      // Varied bytes so neither compression nor deduplication could flatter either path.
      for (let i = 0; i < block.length; i += 4) block.writeUInt32LE((n * 2654435761 + i * 40503) >>> 0, i);
      const length = Math.min(block.length, SIZE - written);
      fs.writeSync(out, block, 0, length);
      written += length;
    }
    fs.closeSync(out);
    const blob = await fs.openAsBlob(file);

    // Chunked: 3 chunks in flight; the MD5 advances over the file while chunks go out and rides on the last one.
    const chunkedStart = performance.now();
    const totalChunks = Math.ceil(SIZE / UPLOAD.chunkSize);
    const permit = await call('POST', `/api/ms/doc/api/user/doc/${library.id}/get_upload_permit`, { name: 'chunked.bin', relativePath: '', size: SIZE, totalChunk: totalChunks, chunkSize: UPLOAD.chunkSize, parentId: library.rootId });
    const md5Done = (async () => {
      const hash = createHash('md5');
      for await (const piece of fs.createReadStream(file, { highWaterMark: 4 * 1024 * 1024 })) hash.update(piece as Buffer);
      return hash.digest('hex');
    })();
    const send = async (chunkNumber: number) => {
      const start = (chunkNumber - 1) * UPLOAD.chunkSize;
      const slice = blob.slice(start, Math.min(SIZE, start + UPLOAD.chunkSize));
      const form = new FormData();
      const fields: Record<string, string> = {
        chunkNumber: String(chunkNumber),
        chunkSize: String(UPLOAD.chunkSize),
        currentChunkSize: String(slice.size),
        totalSize: String(SIZE),
        identifier: permit.identifier,
        filename: 'chunked.bin',
        relativePath: '',
        totalChunks: String(totalChunks),
      };
      if (chunkNumber === totalChunks) fields.fileMd5 = await md5Done;
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append('file', slice, 'chunked.bin');
      const response = await fetch(`${base}${permit.target}`, { method: 'POST', headers, body: form });
      const json = await response.json();
      if (json.status !== 0) throw new Error(`chunk ${chunkNumber}: ${json.message}`);
      return json.data;
    };
    let next = 1;
    const workers = Array.from({ length: UPLOAD.simultaneousUploads }, async () => {
      while (next < totalChunks) await send(next++);
    });
    await Promise.all(workers);
    const last = await send(totalChunks);
    if (!last.complete) throw new Error('chunked upload did not complete');
    const chunkedSeconds = (performance.now() - chunkedStart) / 1000;

    const streamStart = performance.now();
    const form = new FormData();
    form.append('file', blob, 'streamed.bin');
    const streamed = await fetch(`${base}/api/ms/doc/api/user/file/upload?libraryId=${library.id}`, { method: 'POST', headers, body: form });
    const streamedJson = await streamed.json();
    if (streamedJson.status !== 0) throw new Error(`streamed upload: ${streamedJson.message}`);
    const streamSeconds = (performance.now() - streamStart) / 1000;

    const mb = SIZE / 1024 / 1024;
    const chunkedRate = mb / chunkedSeconds;
    const streamRate = mb / streamSeconds;
    console.log(`upload chunked ${mb} MiB: ${chunkedRate.toFixed(1)} MB/s`);
    console.log(`upload single stream ${mb} MiB: ${streamRate.toFixed(1)} MB/s`);
    console.log(`upload chunked vs single stream ratio: ${(chunkedRate / streamRate).toFixed(2)}`);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  await benchUploadHash();
}

await main();
