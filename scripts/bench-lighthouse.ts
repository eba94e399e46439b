/**
 * `npm run bench:lighthouse`: Lighthouse's performance audit (desktop and mobile presets) of the sign-in
 * page, a demo library's file list and a demo wiki page, served by the real server in its own process on
 * the demo data. Builds nothing: it audits dist/, or WEB_DIST when set. Each page is audited
 * LIGHTHOUSE_RUNS times (3 unless set) in a fresh Chromium and the median is printed; LIGHTHOUSE_REPORTS=<folder>
 * keeps every run's full report there (JSON) to see what a figure is made of; LIGHTHOUSE_PAGES=login,wiki page
 * audits only the pages named.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { type DemoServer, startDemoServer } from './demo-server-process';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ACCOUNT = 'zhao.lei';
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

interface Audited {
  performance: number;
  cls: number;
  tbtMs: number;
  lcpMs: number;
  unusedJsKiB: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Puts the cookies into the browser itself (not a request header), so the page's scripts read them as they would. */
async function setCookies(port: number, origin: string, cookies: { name: string; value: string }[]): Promise<void> {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const answered = new Promise<{ error?: { message: string } }>((resolve) => {
    socket.onmessage = (event) => resolve(JSON.parse(String(event.data)));
  });
  socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies: cookies.map((cookie) => ({ ...cookie, url: origin })) } }));
  const answer = await answered;
  socket.close();
  if (answer.error) throw new Error(`setting the session cookies: ${answer.error.message}`);
}

async function audit(url: string, formFactor: 'desktop' | 'mobile', cookies: { name: string; value: string }[], reportName: string): Promise<Audited> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    if (cookies.length > 0) await setCookies(chrome.port, new URL(url).origin, cookies);
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, formFactor === 'desktop' ? desktopConfig : undefined);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (REPORTS) {
      fs.mkdirSync(REPORTS, { recursive: true });
      fs.writeFileSync(path.join(REPORTS, `${reportName}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    // A session that did not reach the page would audit the sign-in page under the wrong name.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const unused = lhr.audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      cls: numeric('cumulative-layout-shift'),
      tbtMs: numeric('total-blocking-time'),
      lcpMs: numeric('largest-contentful-paint'),
      unusedJsKiB: (unused?.overallSavingsBytes ?? 0) / 1024,
    };
  } finally {
    chrome.kill();
  }
}

function pagesOf(server: DemoServer) {
  const [library] = server.query<{ id: number }>("select id from libraries where name = '研发部文档库' and deleted_at is null");
  const [wikiPage] = server.query<{ id: number; library_id: number }>(
    "select p.id, p.library_id from wiki_pages p join libraries l on l.id = p.library_id where l.name = '文库平台' and p.parent_id is null order by p.position, p.id limit 1",
  );
  if (!library || !wikiPage) throw new Error('the demo data has no department library or no wiki page');
  return [
    { name: 'login', path: '/login', signedIn: false },
    { name: 'library list', path: `/doc/lib/${library.id}/list`, signedIn: true },
    { name: 'wiki page', path: `/doc/lib/${wikiPage.library_id}/wiki/list/${wikiPage.id}`, signedIn: true },
  ];
}

async function main() {
  const server = await startDemoServer('lighthouse');
  try {
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    for (const page of pagesOf(server).filter((candidate) => !only || only.includes(candidate.name))) {
      for (const formFactor of ['desktop', 'mobile'] as const) {
        const runs: Audited[] = [];
        for (let run = 0; run < RUNS; run++) {
          // A fresh session per run: signing out elsewhere or an expired one would otherwise carry over.
          const reportName = `${page.name.replace(/ /g, '-')}-${formFactor}-${run + 1}`;
          const attempt = async () => audit(`${server.origin}${page.path}`, formFactor, page.signedIn ? await server.signIn(ACCOUNT) : [], reportName);
          // On a busy machine Lighthouse now and then loses its trace (NO_NAVSTART): that run is made once more.
          runs.push(await attempt().catch(async (error: unknown) => {
            console.error(`${reportName}: ${error instanceof Error ? error.message : String(error)}; running it again`);
            return attempt();
          }));
        }
        const label = `lighthouse ${page.name} ${formFactor}`;
        console.log(`${label} performance: ${median(runs.map((r) => r.performance))}`);
        console.log(`${label} CLS: ${median(runs.map((r) => r.cls)).toFixed(3)}`);
        console.log(`${label} TBT: ${median(runs.map((r) => r.tbtMs)).toFixed(0)} ms`);
        console.log(`${label} LCP: ${median(runs.map((r) => r.lcpMs)).toFixed(0)} ms`);
        console.log(`${label} unused JS: ${median(runs.map((r) => r.unusedJsKiB)).toFixed(0)} KiB`);
      }
    }
  } finally {
    await server.close();
  }
}

await main();
