/**
 * Requests per second of the real server (`server/main.ts`) under 64 concurrent signed-in clients, as one
 * process (WORKERS=1) and with a worker per core, side by side in one run. Both servers run in processes
 * of their own on copies of one demo data folder; they are driven one at a time, in alternating rounds,
 * through typical reads of the app: the library list, a folder's files, a wiki page and a search.
 *
 * The client is wrk (Debian's `wrk` package) when it is on the PATH: written in C, it spends a small
 * fraction of a core on what the server spends a core on, so on a 2-core machine the client takes little
 * from the workers it measures. Without it, autocannon in this process drives, and its own share of the
 * cores caps the ratio it can show.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { AREA } from '../contract/api-areas';
import { COOKIE } from '../contract/constants';
import { percentile } from './bench-support';
import { freePort } from './free-port';

const CONNECTIONS = 64;
const ROUND_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
const ROUNDS = 2;
const WARM_UP_SECONDS = 2;
const DEMO_ACCOUNT = 'li.na';
const DEMO_PASSWORD = 'demo-pass-1';
const API = '/api';
const useWrk = hasWrk();
const ROOT = path.resolve(import.meta.dirname, '..');


function serverEnvironment(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    API_PREFIX: API,
    ADMIN_PASSWORD: 'bench-admin-1',
    LOG_LEVEL: 'warn',
    REPO_LOCAL_ROOTS: path.dirname(dataDir),
    RECYCLE_SWEEP_HOURS: '0',
  };
}

/** The demo data, made once by `npm run demo`'s seeding; each server gets its own copy of it. */
function seedDemo(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-bench-http-'));
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'server/demo.ts'], { cwd: ROOT, env: serverEnvironment(dataDir), stdio: ['ignore', 'ignore', 'inherit'] });
  if (seeded.status !== 0) throw new Error('seeding the demo data failed');
  return dataDir;
}

interface RunningServer {
  origin: string;
  close(): Promise<void>;
}

async function startServer(dataDir: string, workers: number): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...serverEnvironment(dataDir), PORT: String(port), WORKERS: String(workers) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  // Ready once every worker answers: consecutive new connections go to alternate workers.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server with ${workers} workers stopped while starting`);
    const answers = await Promise.all(Array.from({ length: workers }, () => fetch(`${origin}${API}/health/live`, { headers: { connection: 'close' } }).then((r) => r.ok, () => false)));
    if (answers.every(Boolean)) break;
    if (Date.now() > deadline) throw new Error(`the server with ${workers} workers did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}${API}/erp/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: DEMO_ACCOUNT, password: DEMO_PASSWORD }) });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => pair.startsWith(`${COOKIE.session}=`) || pair.startsWith(`${COOKIE.csrf}=`))
    .join('; ');
}

/** The reads a signed-in person's screens make, with ids from the demo data. */
function typicalReads(dataDir: string): string[] {
  const db = new Database(path.join(dataDir, 'librarium.db'), { readonly: true });
  try {
    const library = db.prepare("select id from libraries where name = '研发部文档库' and deleted_at is null").get() as { id: number } | undefined;
    const folder = library && (db.prepare("select id from nodes where library_id = ? and kind = 'folder' and parent_id is not null and deleted_at is null order by id limit 1").get(library.id) as { id: number } | undefined);
    const page = db.prepare("select p.id, p.library_id from wiki_pages p join libraries l on l.id = p.library_id where l.name = '文库平台' order by p.position, p.id limit 1").get() as { id: number; library_id: number } | undefined;
    if (!library || !folder || !page) throw new Error('the demo data has no department library, folder or wiki page');
    return [
      `${API}${AREA.doc}/doc_library/by_user?pageNum=1&pageSize=20`,
      `${API}${AREA.doc}/file/list?libraryId=${library.id}&parentId=${folder.id}`,
      `${API}${AREA.wiki}/${page.library_id}/pages/${page.id}`,
      `${API}${AREA.doc}/search?keyword=${encodeURIComponent('设计')}`,
    ];
  } finally {
    db.close();
  }
}

interface Round {
  requestsPerSecond: number;
  /** Every answer's latency (autocannon), or none when the client reports percentiles itself (wrk). */
  latencies: number[];
  percentiles?: Map<number, number>;
  /** Answers other than 200 by status, and requests that got none ('error', 'timeout'). */
  failures: Map<string, number>;
}

/** Whether wrk is on the PATH. */
function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk prints its version and exits with 1; only a missing program is an ENOENT.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

/**
 * One round driven by wrk: the paths in turn on every connection, and what wrk's Lua `done` hook reports:
 * the count of answers, latency percentiles, answers other than 2xx/3xx and requests without an answer.
 */
function driveWithWrk(origin: string, cookie: string, paths: string[], seconds: number): Round {
  const script = path.join(os.tmpdir(), `librarium-bench-http-${process.pid}.lua`);
  fs.writeFileSync(
    script,
    `local paths = { ${paths.map((requestPath) => JSON.stringify(requestPath)).join(', ')} }
local n = 0
request = function()
  n = n % #paths + 1
  return wrk.format("GET", paths[n])
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT %d %d %d %d %d\\n", summary.requests, summary.duration, e.status, e.connect + e.read + e.write, e.timeout))
  for _, p in ipairs({ 50, 95 }) do io.write(string.format("PERCENTILE %d %f\\n", p, latency:percentile(p) / 1000)) end
end
`,
  );
  try {
    const out = execFileSync('wrk', ['-t', String(os.availableParallelism()), '-c', String(CONNECTIONS), '-d', `${seconds}s`, '--latency', '-H', `cookie: ${cookie}`, '-s', script, origin], {
      encoding: 'utf8',
    });
    const [requests, durationUs, status, errors, timeouts] = /RESULT (\d+) (\d+) (\d+) (\d+) (\d+)/.exec(out)!.slice(1).map(Number) as [number, number, number, number, number];
    const percentiles = new Map([...out.matchAll(/PERCENTILE (\d+) ([\d.]+)/g)].map((match) => [Number(match[1]), Number(match[2])]));
    const failures = new Map<string, number>();
    if (status > 0) failures.set('not 2xx/3xx', status);
    if (errors > 0) failures.set('error', errors);
    if (timeouts > 0) failures.set('timeout', timeouts);
    return { requestsPerSecond: requests / (durationUs / 1e6), latencies: [], percentiles, failures };
  } finally {
    fs.rmSync(script, { force: true });
  }
}

async function drive(origin: string, cookie: string, paths: string[], seconds: number): Promise<Round> {
  if (useWrk) return driveWithWrk(origin, cookie, paths, seconds);
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const fail = (what: string, count = 1) => count > 0 && failures.set(what, (failures.get(what) ?? 0) + count);
  const instance = autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { cookie },
    requests: paths.map((requestPath) => ({ method: 'GET' as const, path: requestPath })),
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode !== 200) fail(String(statusCode));
    latencies.push(responseTime);
  });
  const result = await instance;
  fail('error', result.errors - result.timeouts);
  fail('timeout', result.timeouts);
  return { requestsPerSecond: latencies.length / seconds, latencies, failures };
}

async function main() {
  const workers = os.availableParallelism();
  console.log(`http client: ${useWrk ? 'wrk' : 'autocannon'}`);
  const seeded = seedDemo();
  const paths = typicalReads(seeded);
  const copies = [1, workers].map((count) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `librarium-bench-http-${count}-`));
    fs.cpSync(seeded, dataDir, { recursive: true });
    return { count, dataDir };
  });
  const servers: RunningServer[] = [];
  try {
    const targets = [];
    for (const { count, dataDir } of copies) {
      const server = await startServer(dataDir, count);
      servers.push(server);
      const cookie = await signIn(server.origin);
      for (const requestPath of paths) {
        const check = await fetch(`${server.origin}${requestPath}`, { headers: { cookie } });
        if (check.status !== 200) throw new Error(`${requestPath}: ${check.status} ${await check.text()}`);
      }
      await drive(server.origin, cookie, paths, WARM_UP_SECONDS);
      targets.push({ count, server, cookie, rounds: [] as Round[] });
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const target of targets) target.rounds.push(await drive(target.server.origin, target.cookie, paths, ROUND_SECONDS));
    }
    const rates: number[] = [];
    for (const target of targets) {
      const label = `http ${target.count} ${target.count === 1 ? 'worker' : 'workers'}`;
      const latencies = target.rounds.flatMap((round) => round.latencies).sort((a, b) => a - b);
      // wrk's percentiles are per round: the worse round's is the one printed.
      const reported = (p: number) => (latencies.length ? percentile(latencies, p) : Math.max(...target.rounds.map((round) => round.percentiles?.get(p) ?? 0)));
      const rate = target.rounds.reduce((sum, round) => sum + round.requestsPerSecond, 0) / target.rounds.length;
      const failures = new Map<string, number>();
      for (const round of target.rounds) for (const [what, count] of round.failures) failures.set(what, (failures.get(what) ?? 0) + count);
      rates.push(rate);
      console.log(`${label}: p50 ${reported(50).toFixed(1)} ms p95 ${reported(95).toFixed(1)} ms`);
      console.log(`${label}: ${rate.toFixed(0)} req/s`);
      if (failures.size > 0) console.log(`${label}: failed requests ${[...failures].map(([what, count]) => `${what} × ${count}`).join(', ')}`);
    }
    console.log(`http workers ratio: ${(rates[1]! / rates[0]!).toFixed(2)}`);
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    for (const dataDir of [seeded, ...copies.map((copy) => copy.dataDir)]) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
