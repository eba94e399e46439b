/**
 * `npm run bench:knowledge`: seeds 20 department libraries holding 100,000 files and 10,000 wiki pages,
 * lets one person read half of the libraries, starts the real server on a loopback port and measures over
 * HTTP what that person waits for: /fulltext (a rare word, a common two-character word, a fragment of a
 * name) with permission filtering on, and the knowledge home. SQLite by default;
 * BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL (in a throwaway schema).
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { hashPassword } from '../server/auth/password';
import { blobRepo } from '../server/modules/files/blob-repo';
import { nodeRepo } from '../server/modules/files/node-repo';
import { searchIndex } from '../server/modules/search-index/search-index';
import { indexTokens } from '../server/modules/search-index/segmenter';
import { wikiSearchIndex } from '../server/modules/wiki/wiki-search-index';
import { latencyLine, startBenchServer } from './bench-support';

const LIBRARIES = 20;
const FOLDERS_PER_LIBRARY = 5;
const FILES_PER_FOLDER = 1000;
const PAGES_PER_LIBRARY = 500;
const BATCH = 1000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const WARMUP = 20;

// A fixed pseudo-random sequence, so every run seeds the same organisation.
let state = 7;
function random() {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return state / 2_147_483_648;
}
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

const WORDS = (
  '设计 评审 会议 纪要 数据 存储 缓存 方案 接口 文档 测试 发布 版本 计划 需求 分析 架构 安全 性能 监控 告警 部署 流程 规范 项目 ' +
  '质量 代码 检查 用户 权限 知识 管理 平台 服务 客户 合同 财务 预算 采购 培训 招聘 考核 目标 进度 风险 问题 变更 配置 网络'
).split(' ');
const CODES = Array.from({ length: 2000 }, (_, i) => `kw${String(i).padStart(4, '0')}`);

function text(index: number) {
  const words: string[] = [];
  for (let i = 0; i < 24; i++) words.push(pick(WORDS));
  return `第${index}号：${words.join('')}。Codes ${pick(CODES)} ${pick(CODES)}.`;
}

async function main() {
  const server = await startBenchServer();
  const { app, db, config } = server;
  try {
    const password = await hashPassword('bench-pass-1');
    for (const account of ['owner', 'reader']) {
      await db.insertInto('users').values({ account, name: account, email: '', phone: '', password_hash: password, department_id: null, is_classify_admin: account === 'owner' ? 1 : 0, is_active: 1, created_at: Date.now() }).execute();
    }
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${config.apiPrefix}`;
    const signIn = async (account: string) => {
      const login = await fetch(`${base}/erp/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: account, password: 'bench-pass-1' }) });
      const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      return { cookie: cookies, 'x-csrf-token': /librarium_csrf=([^;]+)/.exec(cookies)?.[1] ?? '', 'content-type': 'application/json' };
    };
    const owner = await signIn('owner');
    const doc = `${base}/ms/doc/api/user`;
    const post = async (path: string, body: unknown, headers = owner) => {
      const response = await fetch(`${doc}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: unknown }).data;
    };

    const started = Date.now();
    const ownerId = (await db.selectFrom('users').select('id').where('account', '=', 'owner').executeTakeFirstOrThrow()).id;
    const readerId = (await db.selectFrom('users').select('id').where('account', '=', 'reader').executeTakeFirstOrThrow()).id;
    let seq = 0;
    const readable: number[] = [];
    for (let l = 0; l < LIBRARIES; l++) {
      const library = (await post('/doc_library', { name: `知识库 ${l}` })) as { id: number; rootId: number };
      if (l % 2 === 0) {
        readable.push(library.id);
        await db.insertInto('library_grants').values({ library_id: library.id, grantee_type: 'user', grantee_id: readerId, role: 'read', can_download: 1, created_by: ownerId, created_at: Date.now() }).execute();
      }
      for (let f = 0; f < FOLDERS_PER_LIBRARY; f++) {
        const folder = (await post('/file/folder', { libraryId: library.id, name: `目录-${f}` })) as { id: number };
        for (let offset = 0; offset < FILES_PER_FOLDER; offset += BATCH) {
          const files = Array.from({ length: Math.min(BATCH, FILES_PER_FOLDER - offset) }, () => {
            seq += 1;
            const body = text(seq);
            return { name: `资料-${String(seq).padStart(6, '0')}.txt`, body, sha256: createHash('sha256').update(body).digest('hex'), md5: createHash('md5').update(body).digest('hex'), size: Buffer.byteLength(body) };
          });
          await db.transaction().execute(async (trx) => {
            const at = Date.now() - seq * 1000;
            await blobRepo(trx).insertMany(files.map((file) => ({ sha256: file.sha256, md5: file.md5, size: file.size, refCount: 1, text: file.body })), at);
            await nodeRepo(trx).insertMany(
              files.map((file) => ({ library_id: library.id, parent_id: folder.id, kind: 'file' as const, name: file.name, version_no: 1, blob_sha256: file.sha256, size: file.size, mime: 'text/plain', created_by: ownerId, created_at: at, updated_by: ownerId, updated_at: at })),
            );
            const ids = await nodeRepo(trx).idsByName(folder.id, files.map((file) => file.name));
            await searchIndex(trx).putMany(files.map((file) => ({ nodeId: ids.get(file.name)!, tokens: indexTokens(file.body) })));
          });
        }
      }
      await db.transaction().execute(async (trx) => {
        for (let p = 0; p < PAGES_PER_LIBRARY; p++) {
          seq += 1;
          const at = Date.now() - seq * 1000;
          const body = text(seq);
          const page = await trx
            .insertInto('wiki_pages')
            .values({ library_id: library.id, parent_id: null, title: `页面-${String(seq).padStart(6, '0')}`, position: p, created_by: ownerId, created_at: at, updated_by: ownerId, updated_at: at })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx.insertInto('wiki_documents').values({ page_id: page.id, state: new Uint8Array([0, 0]), text: body, state_bytes: 2, pending_authors: '[]', unversioned_since: null, updated_at: at }).execute();
          await wikiSearchIndex(trx).put(page.id, indexTokens(body));
        }
      });
    }
    // Recommendations and follows for the knowledge home: files of every library, readable or not.
    const someFiles = await db.selectFrom('nodes').select(['id']).where('kind', '=', 'file').orderBy('id').limit(40).execute();
    for (const [index, file] of someFiles.entries()) {
      await db.insertInto('knowledge_recommendations').values({ item_kind: 'file', item_id: file.id, position: index, expires_at: null, created_by: ownerId, created_at: Date.now() }).execute();
      await db.insertInto('knowledge_follows').values({ user_id: readerId, item_kind: 'file', item_id: file.id, created_at: Date.now() }).execute();
    }
    if (server.dialect === 'postgres') await sql`vacuum analyze`.execute(db);
    console.log(`seeded ${seq - LIBRARIES * PAGES_PER_LIBRARY} files and ${LIBRARIES * PAGES_PER_LIBRARY} wiki pages in ${LIBRARIES} libraries, ${readable.length} readable (${server.dialect}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const reader = await signIn('reader');
    async function measure(label: string, url: () => string, check: (data: unknown) => boolean) {
      const times: number[] = [];
      for (let i = 0; i < WARMUP + SAMPLES; i++) {
        const target = url();
        const t0 = performance.now();
        const response = await fetch(target, { headers: reader });
        const body = (await response.json()) as { data: unknown };
        const elapsed = performance.now() - t0;
        if (response.status !== 200 || !check(body.data)) throw new Error(`${label}: unexpected answer from ${target}: ${JSON.stringify(body).slice(0, 300)}`);
        if (i >= WARMUP) times.push(elapsed);
      }
      console.log(latencyLine(label, times));
    }
    const found = (data: unknown) => (data as { totalElements: number }).totalElements > 0;
    const onlyReadable = (data: unknown) => (data as { content: { libraryId: number }[] }).content.every((hit) => readable.includes(hit.libraryId));
    await measure('fulltext rare word', () => `${doc}/fulltext?keyword=${pick(CODES)}`, (data) => found(data) && onlyReadable(data));
    await measure('fulltext common two-character word', () => `${doc}/fulltext?keyword=${encodeURIComponent(pick(WORDS))}`, (data) => found(data) && onlyReadable(data));
    // Ten names of one readable library: the first five digits of a number its files carry.
    const readableFileName = () => {
      const library = 2 * Math.floor(random() * (LIBRARIES / 2));
      const seqOfFile = library * (FOLDERS_PER_LIBRARY * FILES_PER_FOLDER + PAGES_PER_LIBRARY) + 1 + Math.floor(random() * FOLDERS_PER_LIBRARY * FILES_PER_FOLDER);
      return `资料-${String(seqOfFile).padStart(6, '0').slice(0, 5)}`;
    };
    await measure('fulltext name fragment', () => `${doc}/fulltext?keyword=${encodeURIComponent(readableFileName())}`, (data) => found(data) && onlyReadable(data));
    await measure('knowledge home', () => `${doc}/knowledge/home`, (data) => (data as { recommended: unknown[] }).recommended.length > 0);
  } finally {
    await server.close();
  }
}

await main();
