/**
 * `npm run bench:upload`: how fast a large file reaches the product's disk next to the machine's limit,
 * both measured from this process as the client, side by side in one run:
 *
 * - bare: one streaming POST of the file to a bare Node HTTP server in another process that writes it
 *   to a file on the same file system and fsyncs it before answering (scripts/bench-upload-bare.ts);
 * - chunked: the same bytes through the product's resumable protocol to the real server in another
 *   process (scripts/bench-upload-server.ts), sent by the web app's own upload engine: 10 MB chunks,
 *   3 in flight, the MD5 computed alongside and sent with the last chunk, up to the stored file.
 *
 * The rounds alternate (bare, chunked, bare, …) so both see the same machine; each rate is the median
 * of its rounds and the ratio is chunked over bare. Every chunked round uploads different bytes, so the
 * server never finishes one instantly from an earlier round's copy.
 *
 * Then the same engine uploads through a proxy that cuts the connection halfway through a chunk a few
 * times: what it sends beyond the file's size, in chunks per cut, is the cost of a dropped network.
 * Then come the MD5 rates in Chromium (scripts/bench-upload-hash.ts; BENCH_UPLOAD_HASH=0 leaves them out),
 * and last the time a small folder takes in Chromium (scripts/bench-upload-folder.ts), when there is a
 * built app to serve.
 *
 *   BENCH_UPLOAD_MB=512 BENCH_UPLOAD_ROUNDS=3 BENCH_UPLOAD_DROPS=3 npm run bench:upload
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { UPLOAD } from '../contract/upload';
import { UploadEngine } from '../src/features/upload/engine';
import { sessionTransport } from '../src/features/upload/session-transport';
import { benchUploadFolder, builtApp } from './bench-upload-folder';
import { benchUploadHash } from './bench-upload-hash';

const MB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_UPLOAD_MB ?? 512) * MB;
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 3);
const DROPS = Number(process.env.BENCH_UPLOAD_DROPS ?? 3);
/** Large enough that every cut lands inside a chunk with whole chunks around it. */
const DROP_FILE_SIZE = Math.max(8, DROPS * 2 + 2) * UPLOAD.chunkSize;
const ACCOUNT = 'bench';
const PASSWORD = `bench-${randomBytes(6).toString('hex')}`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** Starts `script` under tsx in its own process and waits for the port it prints. */
async function child(script: string, args: string[], env: Record<string, string> = {}): Promise<{ port: number; process: ChildProcess }> {
  const started = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: started.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    lines.once('line', (line) => resolve(Number(line)));
    started.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { port, process: started };
}

function stop(running: ChildProcess): Promise<void> {
  if (running.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    running.once('exit', () => resolve());
    running.kill('SIGTERM');
  });
}

/** Writes `size` varied bytes (neither compression nor deduplication could flatter a path) to `file`. */
function writePayload(file: string, size: number) {
  const block = Buffer.alloc(8 * MB);
  const out = fs.openSync(file, 'w');
  for (let written = 0, n = 0; written < size; n++) {
    for (let i = 0; i < block.length; i += 4) block.writeUInt32LE((n * 2654435761 + i * 40503) >>> 0, i);
    const length = Math.min(block.length, size - written);
    fs.writeSync(out, block, 0, length);
    written += length;
  }
  // On the disk before the first round, so its write-back does not slow whichever path runs first.
  fs.fsyncSync(out);
  fs.closeSync(out);
}

/** The payload with its first bytes made unique to this round. */
function roundBlob(payload: Blob): Blob {
  return new Blob([randomBytes(16), payload.slice(16)]);
}

/** Signs `bench` in at `origin`; answers the fetch the engine's session transport sends through. */
async function signIn(origin: string) {
  const login = await fetch(`${origin}/api/erp/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: ACCOUNT, password: PASSWORD }) });
  const cookie = login.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
  const csrf = ((await login.json()) as { data: { csrfToken: string } }).data.csrfToken;
  const api = async <T>(url: string, body: unknown): Promise<T> => {
    const response = await fetch(`${origin}${url}`, { method: 'POST', headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = (await response.json()) as { status: number; message: string; data: T };
    if (json.status !== 0) throw new Error(`${url}: ${json.message}`);
    return json.data;
  };
  return { cookie, csrf, api };
}

/** Uploads `file` with the web app's engine, sending through `origin`; resolves with the stored file's id. */
async function engineUpload(origin: string, session: { cookie: string; csrf: string }, library: { id: number; rootId: number }, file: Blob, name: string): Promise<number> {
  const send: typeof fetch = (url, init) => fetch(`${origin}${String(url)}`, { ...init, headers: { ...(init?.headers as Record<string, string>), cookie: session.cookie } });
  const engine = new UploadEngine({ transport: sessionTransport(ACCOUNT, () => session.csrf, send), apiPrefix: '/api', retryDelayMs: 50, maxRetryDelayMs: 200, isOnline: () => true });
  const done = new Promise<number>((resolve, reject) => {
    engine.on((event) => {
      if (event.type === 'complete') resolve(event.nodeId ?? -1);
      if (event.type === 'removed') reject(new Error(`upload cancelled: ${JSON.stringify(event.error)}`));
      if (event.type === 'item' && event.item.status === 'error') reject(new Error(`upload failed: ${JSON.stringify(event.item.error)}`));
    });
  });
  engine.add([{ id: name, file, name, relativePath: '', size: file.size, libraryId: library.id, parentId: library.rootId }]);
  try {
    return await done;
  } finally {
    engine.dispose();
  }
}

async function bareUpload(port: number, file: Blob): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: file.stream(), duplex: 'half' } as RequestInit);
  const answer = (await response.json()) as { bytes: number };
  if (answer.bytes !== file.size) throw new Error(`the bare server stored ${answer.bytes} of ${file.size} bytes`);
}

/**
 * A TCP proxy to `port` that counts the bytes clients send and cuts the connection carrying the byte at
 * each of `cutAt` (offsets into what clients send), which is then mid-chunk.
 */
async function cuttingProxy(port: number, cutAt: number[]) {
  let sent = 0;
  const cuts = [...cutAt].sort((a, b) => a - b);
  const server = net.createServer((client) => {
    const upstream = net.connect(port, '127.0.0.1');
    client.on('data', (data: Buffer) => {
      sent += data.length;
      if (cuts.length && sent >= cuts[0]!) {
        cuts.shift();
        client.destroy();
        upstream.destroy();
        return;
      }
      if (!upstream.write(data)) client.pause();
    });
    upstream.on('drain', () => client.resume());
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return { port: address.port, sent: () => sent, cutsLeft: () => cuts.length, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-bench-upload-'));
  const payloadFile = path.join(workDir, 'payload.bin');
  writePayload(payloadFile, SIZE);
  const payload = await fs.openAsBlob(payloadFile);

  const bare = await child('scripts/bench-upload-bare.ts', [path.join(workDir, 'bare')]);
  const product = await child('scripts/bench-upload-server.ts', [], { BENCH_UPLOAD_ACCOUNT: ACCOUNT, BENCH_UPLOAD_PASSWORD: PASSWORD });
  try {
    const origin = `http://127.0.0.1:${product.port}`;
    const session = await signIn(origin);
    const library = await session.api<{ id: number; rootId: number }>('/api/ms/doc/api/user/doc_library', { name: 'bench' });

    const mb = SIZE / MB;
    const bareRates: number[] = [];
    const chunkedRates: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const bareStart = performance.now();
      await bareUpload(bare.port, payload);
      bareRates.push(mb / ((performance.now() - bareStart) / 1000));
      fs.rmSync(path.join(workDir, 'bare'), { recursive: true, force: true });
      fs.mkdirSync(path.join(workDir, 'bare'));

      const chunkedStart = performance.now();
      await engineUpload(origin, session, library, roundBlob(payload), `round-${round}.bin`);
      chunkedRates.push(mb / ((performance.now() - chunkedStart) / 1000));
    }
    const bareRate = median(bareRates);
    const chunkedRate = median(chunkedRates);
    console.log(`upload bare: ${bareRate.toFixed(1)} MB/s`);
    console.log(`upload chunked: ${chunkedRate.toFixed(1)} MB/s`);
    console.log(`upload ratio: ${(chunkedRate / bareRate).toFixed(2)}`);

    // Cuts spread over the upload, each at the middle of a chunk's bytes.
    const dropFile = new Blob([randomBytes(DROP_FILE_SIZE)]);
    const cutAt = Array.from({ length: DROPS }, (_, i) => (2 * i + 1.5) * UPLOAD.chunkSize);
    const proxy = await cuttingProxy(product.port, cutAt);
    try {
      await engineUpload(`http://127.0.0.1:${proxy.port}`, session, library, dropFile, 'dropped.bin');
      const made = DROPS - proxy.cutsLeft();
      if (made === 0) throw new Error('the proxy cut no connection');
      const resent = (proxy.sent() - DROP_FILE_SIZE) / UPLOAD.chunkSize / made;
      console.log(`upload resent per drop: ${resent.toFixed(2)} chunks`);
    } finally {
      await proxy.close();
    }
  } finally {
    await stop(product.process);
    await stop(bare.process);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  if (process.env.BENCH_UPLOAD_HASH !== '0') await benchUploadHash();
  const webDist = builtApp();
  if (webDist) await benchUploadFolder(webDist);
  else console.log('upload small folder: left out, no built app in dist/ or BENCH_WEB_DIST');
}

await main();
