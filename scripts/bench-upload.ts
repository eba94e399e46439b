/**
 * `npm run bench:upload`: how fast a large file reaches the product's disk next to the machine's limit,
 * and what a dropped network and a small folder cost:
 *
 * - the rates (scripts/bench-upload-browser.ts): in Debian's Chromium, a bare POST of the file to a bare
 *   Node server in another process against a person's upload of the same file through the real app and
 *   server, side by side in one run, when there is a built app (dist/, or BENCH_WEB_DIST);
 * - then the web app's upload engine, run in this process against the real server in another process
 *   (scripts/bench-upload-server.ts), uploads through a proxy that cuts the connection halfway through a
 *   chunk a few times: what it sends beyond the file's size, in chunks per cut, is the cost of a dropped network;
 * - then the MD5 rates in Chromium (scripts/bench-upload-hash.ts; BENCH_UPLOAD_HASH=0 leaves them out),
 *   and last the time a small folder takes in Chromium (scripts/bench-upload-folder.ts).
 *
 *   npm run i18n && npx vite build --outDir /tmp/web-dist --emptyOutDir
 *   BENCH_WEB_DIST=/tmp/web-dist BENCH_UPLOAD_MB=512 BENCH_UPLOAD_ROUNDS=3 BENCH_UPLOAD_DROPS=3 npm run bench:upload
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { UPLOAD } from '../contract/upload';
import { UploadEngine } from '../src/features/upload/engine';
import { sessionTransport } from '../src/features/upload/session-transport';
import { benchUploadBrowser, childServer, stopServer } from './bench-upload-browser';
import { benchUploadFolder, builtApp } from './bench-upload-folder';
import { benchUploadHash } from './bench-upload-hash';

const DROPS = Number(process.env.BENCH_UPLOAD_DROPS ?? 3);
/** Large enough that every cut lands inside a chunk with whole chunks around it. */
const DROP_FILE_SIZE = Math.max(8, DROPS * 2 + 2) * UPLOAD.chunkSize;
const ACCOUNT = 'bench';
const PASSWORD = `bench-${randomBytes(6).toString('hex')}`;

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
  const webDist = builtApp();
  if (webDist) await benchUploadBrowser(webDist);
  else console.log('upload bare, chunked and ratio: left out, no built app in dist/ or BENCH_WEB_DIST');

  const product = await childServer('scripts/bench-upload-server.ts', [], { BENCH_UPLOAD_ACCOUNT: ACCOUNT, BENCH_UPLOAD_PASSWORD: PASSWORD });
  try {
    const session = await signIn(`http://127.0.0.1:${product.port}`);
    const library = await session.api<{ id: number; rootId: number }>('/api/ms/doc/api/user/doc_library', { name: 'bench' });
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
    await stopServer(product.process);
  }
  if (process.env.BENCH_UPLOAD_HASH !== '0') await benchUploadHash();
  if (webDist) await benchUploadFolder(webDist);
  else console.log('upload small folder: left out, no built app in dist/ or BENCH_WEB_DIST');
}

await main();
