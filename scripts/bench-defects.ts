/**
 * `npm run bench:defects`: seeds one task whose ESLint has 100,000 defects spread over files, checkers,
 * severities, handlers and statuses, starts the real server on a loopback port and measures, over HTTP,
 * the defect list (warn/list) for the first page, a deep page, each filter and each sort. SQLite by
 * default; BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL (in a throwaway schema).
 */
import { sql } from 'kysely';
import { hashPassword } from '../server/auth/password';
import { percentile, startBenchServer } from './bench-support';

const DEFECTS = 100_000;
const BATCH = 1000;
const PAGE_SIZE = 100;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const WARMUP = 3;
const TOOL = 'ESLINT';

// A fixed pseudo-random sequence, so every run seeds the same defects.
let state = 7;
function random() {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return state / 2_147_483_648;
}
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
/** Few names carry most defects, as in real code bases: the first of a list is picked far more often. */
const pickSkewed = <T>(list: readonly T[]) => list[Math.floor(random() ** 3 * list.length)]!;

const DIRECTORIES = Array.from({ length: 120 }, (_, i) => `src/${pick(['app', 'lib', 'server', 'web', 'tools'])}/module-${i}`);
const FILES = Array.from({ length: 3000 }, (_, i) => `${pick(DIRECTORIES)}/file-${i}.${pick(['js', 'ts', 'tsx'])}`);
const CHECKERS = Array.from({ length: 160 }, (_, i) => `rule-${String(i).padStart(3, '0')}`);
const AUTHORS = Array.from({ length: 60 }, (_, i) => `dev.${String(i).padStart(2, '0')}`);

function severity() {
  const roll = random();
  return roll < 0.15 ? 1 : roll < 0.5 ? 2 : 3;
}
function status() {
  const roll = random();
  return roll < 0.8 ? 'open' : roll < 0.95 ? 'fixed' : 'ignored';
}

async function main() {
  const server = await startBenchServer();
  const { app, db, config } = server;
  const postgresUrl = server.dialect === 'postgres';
  const dbName = server.dialect;
  try {
    const now = Date.now();
    const user = await db
      .insertInto('users')
      .values({ account: 'bench', name: '压测', email: '', phone: '', password_hash: await hashPassword('bench-pass-1'), department_id: null, is_classify_admin: 0, is_active: 1, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const newDefectTime = now - 30 * 86_400_000;
    const task = await db
      .insertInto('tasks')
      .values({
        name_en: 'bench_defects', name_cn: '压测任务', langs: '["JAVASCRIPT"]', status: 0, suspend_reason: null, from_pipeline: 0, project_id: null,
        repo_url: 'https://example.invalid/bench.git', branch: 'main', repo_credential: null, scan_type: 'full', timing_days: '[]', timing_time: null,
        new_defect_time: newDefectTime, last_commit: null, js_environments: null, created_by: user.id, created_at: now, updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('task_members').values({ task_id: task.id, user_id: user.id, role: 'admin' }).execute();
    await db.insertInto('task_tools').values({ task_id: task.id, tool_name: TOOL, status: 0, checkers: null, created_at: now }).execute();

    const started = Date.now();
    for (let offset = 0; offset < DEFECTS; offset += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, DEFECTS - offset) }, (_, i) => {
        const seq = offset + i;
        const author = pickSkewed(AUTHORS);
        const state = status();
        const createdAt = now - Math.floor(random() * 90) * 86_400_000;
        return {
          task_id: task.id, tool_name: TOOL, checker: pickSkewed(CHECKERS), severity: severity(), file_path: pickSkewed(FILES), line: 1 + Math.floor(random() * 800),
          message: `Defect number ${seq} reported by the checker`, fingerprint: `fp-${seq}`, line_hash: `lh-${seq}`, context_hash: `ch-${seq}`,
          author, handler: random() < 0.9 ? author : pick(AUTHORS), status: state, created_at: createdAt, first_build: 1, last_build: 1,
          fixed_at: state === 'fixed' ? now : null, ignore_reason: state === 'ignored' ? 'accepted' : null,
        };
      });
      await db.insertInto('defects').values(rows).execute();
    }
    // What autovacuum does on its own shortly after a bulk insert (statistics, and the visibility map that
    // lets an index answer alone), and what SQLite's optimize gathers.
    await (postgresUrl ? sql`vacuum analyze defects` : sql`analyze`).execute(db);
    console.log(`seeded ${DEFECTS} defects (${dbName}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${config.apiPrefix}`;
    const login = await fetch(`${base}/erp/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench', password: 'bench-pass-1' }) });
    const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const csrf = /librarium_csrf=([^;]+)/.exec(cookies)?.[1] ?? '';
    const headers = { cookie: cookies, 'x-csrf-token': csrf, 'content-type': 'application/json' };
    const list = `${base}/defect/api/user/warn/list`;

    async function measure(label: string, query: () => string, filter: () => Record<string, unknown>) {
      const times: number[] = [];
      for (let i = 0; i < WARMUP + SAMPLES; i++) {
        const target = `${list}?pageSize=${PAGE_SIZE}&${query()}`;
        const body = JSON.stringify({ taskId: task.id, toolName: TOOL, ...filter() });
        const t0 = performance.now();
        const response = await fetch(target, { method: 'POST', headers, body });
        const answer = (await response.json()) as { data?: { lintList?: { content: unknown[] } } };
        const elapsed = performance.now() - t0;
        if (response.status !== 200 || !answer.data?.lintList?.content.length) throw new Error(`${label}: unexpected answer from ${target} ${body}: ${JSON.stringify(answer).slice(0, 300)}`);
        if (i >= WARMUP) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      console.log(`defects ${label} ${dbName}: p50 ${percentile(times, 50).toFixed(1)} ms p95 ${percentile(times, 95).toFixed(1)} ms`);
    }

    const openPages = Math.floor((DEFECTS * 0.75) / PAGE_SIZE);
    const none = () => ({});
    await measure('first page', () => 'pageNum=1', none);
    await measure('deep page', () => `pageNum=${openPages - 10 + Math.floor(random() * 10)}`, none);
    await measure('filter checker', () => 'pageNum=1', () => ({ checker: pick(CHECKERS.slice(0, 40)) }));
    await measure('filter severity', () => 'pageNum=1', () => ({ severity: [pick([1, 2, 3])] }));
    await measure('filter author', () => 'pageNum=1', () => ({ author: pickSkewed(AUTHORS) }));
    await measure('filter file path', () => 'pageNum=1', () => ({ filePath: `module-${Math.floor(random() * 120)}/` }));
    await measure('filter status', () => 'pageNum=1', () => ({ status: pick(['fixed', 'ignored']) }));
    for (const sortField of ['severity', 'filePath', 'line', 'createdAt', 'checker', 'author']) {
      await measure(`sort ${sortField}`, () => `pageNum=${1 + Math.floor(random() * 5)}&sortField=${sortField}&sortType=${pick(['ASC', 'DESC'])}`, none);
    }
  } finally {
    await server.close();
  }
}

await main();
