/**
 * `npm run bench:wiki`: starts the real server on a loopback port and measures live wiki editing with
 * real Yjs clients (HocuspocusProvider over `ws`): how long a change takes to reach a second editor, how
 * long the server's word diff of two 5,000-line versions takes, and whether 50 editors typing into 10
 * pages at once lose anything (updates sent against paragraphs present at the end, read by a fresh
 * client). BENCH_WIKI_SECONDS shortens the load run (60 by default); BENCH_DATABASE_URL=postgres://…
 * runs it on PostgreSQL in a throwaway schema.
 */
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WIKI_COLLAB, wikiDocumentName } from '../contract/wiki';
import { hashPassword } from '../server/auth/password';
import { wordDiff } from '../server/modules/wiki/wiki-diff';
import { latencyLine, startBenchServer } from './bench-support';

const PROPAGATION_SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const DIFF_SAMPLES = 20;
const LOAD_SECONDS = Number(process.env.BENCH_WIKI_SECONDS ?? 60);
const LOAD_CLIENTS = 50;
const LOAD_PAGES = 10;
/** Each load client types a paragraph this often. */
const LOAD_INTERVAL_MS = 250;

function report(label: string, times: number[]) {
  console.log(latencyLine(label, times));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function paragraphTexts(doc: Y.Doc): string[] {
  return doc
    .getXmlFragment(WIKI_COLLAB.fragment)
    .toArray()
    .map((node) => (node instanceof Y.XmlElement ? node.toArray().map((child) => (child instanceof Y.XmlText ? child.toString() : '')).join('') : ''));
}

function appendParagraph(doc: Y.Doc, text: string) {
  const fragment = doc.getXmlFragment(WIKI_COLLAB.fragment);
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText(text)]);
  fragment.insert(fragment.length, [paragraph]);
}

function connect(url: string, cookie: string, pageId: number) {
  class CookieSocket extends WebSocket {
    constructor(address: string) {
      super(address, { headers: { cookie } });
    }
  }
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: CookieSocket });
  let errors = 0;
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: wikiDocumentName(pageId), document: doc, token: WIKI_COLLAB.token, onAuthenticationFailed: () => errors++ });
  provider.attach();
  const synced = new Promise<void>((resolve) => provider.on('synced', () => resolve()));
  return {
    doc,
    provider,
    synced,
    errors: () => errors,
    close() {
      provider.destroy();
      socket.destroy();
    },
  };
}

/** Two 5,000-line texts of sentences, one line in twenty changed by a word, one in a hundred removed or added. */
function diffTexts() {
  const words = '设计 评审 会议 纪要 数据 存储 缓存 方案 接口 文档 测试 发布 版本 计划 the plan review storage cache release'.split(' ');
  let seed = 7;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const line = () => Array.from({ length: 12 }, () => words[Math.floor(next() * words.length)]).join(' ');
  const before = Array.from({ length: 5000 }, line);
  const after: string[] = [];
  for (const text of before) {
    const roll = next();
    if (roll < 0.01) continue;
    if (roll < 0.02) after.push(line());
    after.push(roll < 0.07 ? text.replace(/^\S+/, 'changed') : text);
  }
  while (after.length < 5000) after.push(line());
  return { before: before.join('\n'), after: after.slice(0, 5000).join('\n') };
}

async function main() {
  const server = await startBenchServer();
  const { app, db, config } = server;
  const clients: { close(): void }[] = [];
  try {
    await db
      .insertInto('users')
      .values({ account: 'bench', name: '压测', email: '', phone: '', password_hash: await hashPassword('bench-pass-1'), department_id: null, is_classify_admin: 0, is_active: 1, created_at: Date.now() })
      .execute();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const base = `http://127.0.0.1:${port}${config.apiPrefix}`;
    const url = `ws://127.0.0.1:${port}${config.apiPrefix}${WIKI_COLLAB.path}`;
    const login = await fetch(`${base}/erp/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench', password: 'bench-pass-1' }) });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const csrf = /librarium_csrf=([^;]+)/.exec(cookie)?.[1] ?? '';
    const headers = { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' };
    const doc = `${base}/ms/doc/api/user`;
    const library = (await (await fetch(`${doc}/doc_library`, { method: 'POST', headers, body: JSON.stringify({ name: '压测库' }) })).json()).data as { id: number };
    const createPage = async (title: string) => ((await (await fetch(`${doc}/wiki/${library.id}/pages`, { method: 'POST', headers, body: JSON.stringify({ title }) })).json()).data as { id: number }).id;

    // Change propagation: A appends a paragraph, the time until B's document holds it.
    const pageId = await createPage('传播');
    const a = connect(url, cookie, pageId);
    const b = connect(url, cookie, pageId);
    clients.push(a, b);
    await Promise.all([a.synced, b.synced]);
    const times: number[] = [];
    for (let i = 0; i < PROPAGATION_SAMPLES + 10; i++) {
      const marker = `m${i}`;
      const arrived = new Promise<void>((resolve) => {
        const check = () => {
          const fragment = b.doc.getXmlFragment(WIKI_COLLAB.fragment);
          const last = fragment.get(fragment.length - 1);
          if (last instanceof Y.XmlElement && last.toArray().some((child) => child instanceof Y.XmlText && child.toString() === marker)) {
            b.doc.off('update', check);
            resolve();
          }
        };
        b.doc.on('update', check);
      });
      const started = performance.now();
      appendParagraph(a.doc, marker);
      await arrived;
      if (i >= 10) times.push(performance.now() - started);
    }
    report('wiki change propagation', times);

    // The server's word diff of two 5,000-line versions.
    const { before, after } = diffTexts();
    const diffTimes: number[] = [];
    for (let i = 0; i < DIFF_SAMPLES + 2; i++) {
      const started = performance.now();
      wordDiff(before, after);
      if (i >= 2) diffTimes.push(performance.now() - started);
    }
    report('wiki diff 5000 lines', diffTimes);

    // 50 editors in 10 pages, each typing a paragraph every quarter second.
    const pages = await Promise.all(Array.from({ length: LOAD_PAGES }, (_, i) => createPage(`负载 ${i + 1}`)));
    const editors = Array.from({ length: LOAD_CLIENTS }, (_, i) => ({ index: i, pageId: pages[i % LOAD_PAGES]!, client: connect(url, cookie, pages[i % LOAD_PAGES]!), sent: 0 }));
    clients.push(...editors.map((editor) => editor.client));
    await Promise.all(editors.map((editor) => editor.client.synced));
    const started = Date.now();
    const timers = editors.map((editor) =>
      setInterval(() => {
        appendParagraph(editor.client.doc, `c${editor.index}-${editor.sent}`);
        editor.sent++;
      }, LOAD_INTERVAL_MS),
    );
    await wait(LOAD_SECONDS * 1000);
    for (const timer of timers) clearInterval(timer);
    const duration = (Date.now() - started) / 1000;
    // Every editor's last updates reach the server, then a fresh reader counts what each page holds.
    await Promise.all(editors.map(async (editor) => {
      const deadline = Date.now() + 30_000;
      while (editor.client.provider.hasUnsyncedChanges && Date.now() < deadline) await wait(50);
    }));
    let present = 0;
    for (const id of pages) {
      const reader = connect(url, cookie, id);
      clients.push(reader);
      await reader.synced;
      const texts = new Set(paragraphTexts(reader.doc));
      for (const editor of editors.filter((e) => e.pageId === id)) for (let n = 0; n < editor.sent; n++) if (texts.has(`c${editor.index}-${n}`)) present++;
    }
    const sent = editors.reduce((sum, editor) => sum + editor.sent, 0);
    const errors = editors.reduce((sum, editor) => sum + editor.client.errors(), 0);
    console.log(`wiki 50 clients 10 pages: sent ${sent} present ${present} (${duration.toFixed(0)} s, ${errors} errors)`);
  } finally {
    for (const client of clients) client.close();
    await server.close();
  }
}

await main();
