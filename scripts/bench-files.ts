/**
 * `npm run bench:files`: seeds a library with about 100,000 files and folders (one folder of 10,000),
 * starts the real server on a loopback port and measures, over HTTP, a listing page of 100 from the big
 * folder, a name search and a content search. SQLite by default; BENCH_DATABASE_URL=postgres://… runs
 * it on PostgreSQL (in a throwaway schema).
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { hashPassword } from '../server/auth/password';
import { blobRepo } from '../server/modules/files/blob-repo';
import { nodeRepo } from '../server/modules/files/node-repo';
import { searchIndex } from '../server/modules/search-index/search-index';
import { indexTokens } from '../server/modules/search-index/segmenter';
import { percentile, startBenchServer } from './bench-support';

const BIG_FOLDER_FILES = 10_000;
const OTHER_FOLDERS = 90;
const FILES_PER_OTHER_FOLDER = 999;
const BATCH = 1000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const WARMUP = 20;

// A fixed pseudo-random sequence, so every run seeds the same library.
let state = 42;
function random() {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return state / 2_147_483_648;
}
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

/** Common words of office documents, and rarer codes that each occur in about a fifth of a percent of them. */
const WORDS = (
  '设计 评审 会议 纪要 数据 存储 缓存 方案 接口 文档 测试 发布 版本 计划 需求 分析 架构 安全 性能 监控 告警 部署 流程 规范 项目 ' +
  '质量 代码 检查 用户 权限 知识 管理 平台 服务 客户 合同 财务 预算 采购 培训 招聘 考核 目标 进度 风险 问题 变更 配置 网络 服务器 ' +
  '数据库 备份 恢复 迁移 升级 优化 重构 模块 组件 页面 报表 统计 指标 日志 审计 合规 流量 容量 成本 周报 月报 总结 复盘 里程碑 ' +
  '验收 交付 运维 巡检 故障 应急 演练 值班 工单 需求池 迭代 冲刺 评估 方案书 白皮书 手册 指南 模板 附件 目录 索引 归档 批注 签字'
).split(' ');
const CODES = Array.from({ length: 2000 }, (_, i) => `kw${String(i).padStart(4, '0')}`);

function documentText(index: number) {
  const words: string[] = [];
  for (let i = 0; i < 24; i++) words.push(pick(WORDS));
  return `第${index}号文档：${words.join('')}。Codes ${pick(CODES)} ${pick(CODES)} ${pick(CODES)}.`;
}

async function main() {
  const server = await startBenchServer();
  const { app, db, config } = server;
  const postgresUrl = server.dialect === 'postgres';
  try {
    await db
      .insertInto('users')
      .values({ account: 'bench', name: '压测', email: '', phone: '', password_hash: await hashPassword('bench-pass-1'), department_id: null, is_classify_admin: 0, is_active: 1, created_at: Date.now() })
      .execute();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${config.apiPrefix}`;

    const login = await fetch(`${base}/erp/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench', password: 'bench-pass-1' }) });
    const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const csrf = /librarium_csrf=([^;]+)/.exec(cookies)?.[1] ?? '';
    const headers = { cookie: cookies, 'x-csrf-token': csrf, 'content-type': 'application/json' };
    const doc = `${base}/ms/doc/api/user`;
    const library = (await (await fetch(`${doc}/doc_library`, { method: 'POST', headers, body: JSON.stringify({ name: '压测库' }) })).json()).data as { id: number; rootId: number };
    const big = (await (await fetch(`${doc}/file/folder`, { method: 'POST', headers, body: JSON.stringify({ libraryId: library.id, name: 'big' }) })).json()).data as { id: number };

    const started = Date.now();
    const userId = (await db.selectFrom('users').select('id').where('account', '=', 'bench').executeTakeFirstOrThrow()).id;
    let seq = 0;

    async function seedFiles(parentId: number, count: number) {
      for (let offset = 0; offset < count; offset += BATCH) {
        const size = Math.min(BATCH, count - offset);
        const files = Array.from({ length: size }, () => {
          seq += 1;
          const text = documentText(seq);
          return { name: `文档-${String(seq).padStart(6, '0')}.txt`, text, sha256: createHash('sha256').update(text).digest('hex'), md5: createHash('md5').update(text).digest('hex'), size: Buffer.byteLength(text) };
        });
        await db.transaction().execute(async (trx) => {
          const at = Date.now() - seq * 1000;
          await blobRepo(trx).insertMany(files.map((f) => ({ sha256: f.sha256, md5: f.md5, size: f.size, refCount: 1, text: f.text })), at);
          await nodeRepo(trx).insertMany(
            files.map((f) => ({ library_id: library.id, parent_id: parentId, kind: 'file' as const, name: f.name, version_no: 1, blob_sha256: f.sha256, size: f.size, mime: 'text/plain', created_by: userId, created_at: at, updated_by: userId, updated_at: at })),
          );
          const ids = await nodeRepo(trx).idsByName(parentId, files.map((f) => f.name));
          await searchIndex(trx).putMany(files.map((f) => ({ nodeId: ids.get(f.name)!, tokens: indexTokens(f.text) })));
        });
      }
    }

    await seedFiles(big.id, BIG_FOLDER_FILES);
    for (let i = 0; i < OTHER_FOLDERS; i++) {
      const folder = (await (await fetch(`${doc}/file/folder`, { method: 'POST', headers, body: JSON.stringify({ libraryId: library.id, name: `folder-${i}` }) })).json()).data as { id: number };
      await seedFiles(folder.id, FILES_PER_OTHER_FOLDER);
    }
    // What autovacuum does on its own a little later (PostgreSQL 13+ vacuums tables that only grew): planner
    // statistics, and the visibility map that lets a page's ids come off an index alone.
    if (postgresUrl) await sql`vacuum analyze`.execute(db);
    const total = await db.selectFrom('nodes').select((eb) => eb.fn.countAll<number>().as('n')).where('library_id', '=', library.id).executeTakeFirstOrThrow();
    console.log(`seeded ${Number(total.n)} nodes (${db.getExecutor().adapter.constructor.name.replace('Adapter', '')}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    async function measure(label: string, url: () => string, check: (body: { data: unknown }) => boolean) {
      const times: number[] = [];
      for (let i = 0; i < WARMUP + SAMPLES; i++) {
        const target = url();
        const t0 = performance.now();
        const response = await fetch(target, { headers });
        const body = (await response.json()) as { data: unknown };
        const elapsed = performance.now() - t0;
        if (response.status !== 200 || !check(body)) throw new Error(`${label}: unexpected answer from ${target}: ${JSON.stringify(body).slice(0, 300)}`);
        if (i >= WARMUP) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      console.log(`${label}: p50 ${percentile(times, 50).toFixed(1)} ms p95 ${percentile(times, 95).toFixed(1)} ms`);
    }

    const pages = BIG_FOLDER_FILES / 100;
    await measure(
      'list 100 of 10000',
      () => `${doc}/file/list?libraryId=${library.id}&parentId=${big.id}&pageSize=100&pageNum=${1 + Math.floor(random() * pages)}&sortField=name`,
      (body) => (body.data as { page: { content: unknown[] } }).page.content.length === 100,
    );
    await measure(
      'name search',
      () => `${doc}/search?libraryId=${library.id}&scope=name&keyword=${encodeURIComponent(`文档-0${String(Math.floor(random() * 999)).padStart(3, '0')}`)}`,
      (body) => (body.data as { totalElements: number }).totalElements > 0,
    );
    await measure(
      'content search',
      () => `${doc}/search?libraryId=${library.id}&scope=content&keyword=${pick(CODES)}`,
      (body) => (body.data as { totalElements: number }).totalElements > 0,
    );
    await measure(
      'content search, common two-character word',
      () => `${doc}/search?libraryId=${library.id}&scope=content&keyword=${encodeURIComponent(pick(WORDS.filter((w) => w.length === 2)))}`,
      (body) => (body.data as { totalElements: number }).totalElements > 0,
    );
  } finally {
    await server.close();
  }
}

await main();
