/**
 * `npm run bench:nav`: what a person waits for between screens once the app is running, in Debian's
 * Chromium against the real server in its own process (demo data, dist/ or WEB_DIST). From the document
 * home to a library's file list, and from that list into a folder: from the click to the frame that shows
 * the new content. Every sample opens a library and a folder never opened before, so the figure includes
 * asking the server, not only a cached answer. The pointer rests on the link for NAV_HOVER_MS (150 ms
 * unless set) before the click, as a person's does; `… without hover` lines click at once. Beside each, the
 * server's own answer time for the same calls (the browser's requests of that step, sent again from this
 * process, in parallel as the browser sends them), measured in the same run.
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { latencyLine } from './bench-support';
import { startDemoServer } from './demo-server-process';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
const WARMUP = 3;
const HOVER_MS = Number(process.env.NAV_HOVER_MS ?? 150);
const ACCOUNT = 'zhao.lei';
const FOLDER = '资料';
const SUBFOLDER = '子目录';

interface Step {
  times: number[];
  apiUrls: string[][];
}

/**
 * In the page: a promise of the milliseconds from the next pointer-down to the first frame after
 * `ready` matches an element whose text holds `readyText` while `also` matches too. Source text, as the
 * runner's own transforms of a function would not exist in the page.
 */
const WAIT_FOR_CONTENT = `({ ready, readyText, also }) => new Promise((resolve, reject) => {
  let clickedAt;
  const isReady = () => !!document.querySelector(also) && [...document.querySelectorAll(ready)].some((element) => element.textContent.includes(readyText));
  const check = () => {
    if (clickedAt === undefined || !isReady()) return;
    observer.disconnect();
    const start = clickedAt;
    requestAnimationFrame(() => resolve(performance.now() - start));
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  window.addEventListener('pointerdown', () => { clickedAt = performance.now(); queueMicrotask(check); }, { capture: true, once: true });
  setTimeout(() => reject(new Error('no ' + also + ' with ' + ready + ' holding ' + readyText + ' within 20 s')), 20000);
})`;

/** Rests the pointer on `link` for `hoverMs`, clicks it, and gives WAIT_FOR_CONTENT's time with the API reads made after the click. */
async function timeClick(page: Page, selectors: { link: string; ready: string; readyText: string; also: string }, hoverMs: number, apiPrefix: string): Promise<{ ms: number; apiUrls: string[] }> {
  const link = page.locator(selectors.link);
  await link.hover();
  if (hoverMs > 0) await page.waitForTimeout(hoverMs);
  // The comma hands back true, not the promise, which evaluate would wait for.
  await page.evaluate(`window.navDone = (${WAIT_FOR_CONTENT})(${JSON.stringify(selectors)}), true`);
  // Calls the step makes after the click (what hovering asked for earlier is already in the browser).
  const apiUrls: string[] = [];
  const listen = (request: { url(): string; method(): string }) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith(`${apiPrefix}/`)) apiUrls.push(request.url());
  };
  page.on('request', listen);
  await link.click();
  const ms = (await page.evaluate('window.navDone')) as number;
  page.off('request', listen);
  return { ms, apiUrls };
}

async function main() {
  const server = await startDemoServer('nav');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const cookies = await server.signIn(ACCOUNT);
    const cookieHeader = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const csrf = decodeURIComponent(cookies.find((cookie) => cookie.name === 'librarium_csrf')?.value ?? '');
    const doc = `${server.origin}${server.apiPrefix}/ms/doc/api/user`;
    const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
      const response = await fetch(url, { method, headers: { cookie: cookieHeader, 'x-csrf-token': csrf, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${(await response.text()).slice(0, 300)}`);
      return ((await response.json()) as { data: unknown }).data;
    };

    // One library per sample (and per warm-up), each with a folder holding a folder.
    const libraries: string[] = [];
    const total = 2 * (WARMUP + SAMPLES);
    for (let i = 0; i < total; i++) {
      const name = `导航测试 ${String(i).padStart(3, '0')}`;
      const library = (await call('POST', `${doc}/doc_library`, { name })) as { id: number };
      const folder = (await call('POST', `${doc}/file/folder`, { libraryId: library.id, name: FOLDER })) as { id: number };
      await call('POST', `${doc}/file/folder`, { libraryId: library.id, parentId: folder.id, name: SUBFOLDER });
      libraries.push(name);
    }

    const context = await browser.newContext({ baseURL: server.origin, viewport: { width: 1280, height: 800 } });
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: server.origin })));
    const page = await context.newPage();
    await page.goto('/doc');
    await page.getByTestId('library-filter').waitFor();

    const steps = { list: new Map<boolean, Step>(), folder: new Map<boolean, Step>() };
    for (const hover of [true, false]) {
      steps.list.set(hover, { times: [], apiUrls: [] });
      steps.folder.set(hover, { times: [], apiUrls: [] });
    }
    let next = 0;
    for (const hover of [true, false]) {
      for (let sample = 0; sample < WARMUP + SAMPLES; sample++) {
        const name = libraries[next++]!;
        // To the home and the one library sought, in the app: setting up, not measured.
        await page.locator('[data-testid="side-nav"] a[href="/doc"]').click();
        await page.getByTestId('library-filter').fill(name);
        await page.getByTestId('library-filter').press('Enter');
        const libraryLink = `[data-testid="library-row"][data-name="${name}"] [data-testid="library-link"]`;
        await page.locator(libraryLink).waitFor();

        const list = await timeClick(page, { link: libraryLink, ready: '[data-testid="file-breadcrumb"]', readyText: name, also: `[data-testid="file-row"][data-name="${FOLDER}"]` }, hover ? HOVER_MS : 0, server.apiPrefix);
        const folder = await timeClick(
          page,
          { link: `[data-testid="file-row"][data-name="${FOLDER}"] [data-testid="open-node"]`, ready: '[data-testid="file-breadcrumb"]', readyText: FOLDER, also: `[data-testid="file-row"][data-name="${SUBFOLDER}"]` },
          hover ? HOVER_MS : 0,
          server.apiPrefix,
        );
        if (sample < WARMUP) continue;
        steps.list.get(hover)!.times.push(list.ms);
        steps.list.get(hover)!.apiUrls.push(list.apiUrls);
        steps.folder.get(hover)!.times.push(folder.ms);
        steps.folder.get(hover)!.apiUrls.push(folder.apiUrls);
      }
    }
    await context.close();

    // The server's time for what each step asked, from this process: the browser's calls of the step
    // without hover (with hover, part of them left before the click).
    const apiTimes = async (urlsPerSample: string[][]) => {
      const times: number[] = [];
      for (const urls of urlsPerSample) {
        const started = performance.now();
        await Promise.all(urls.map((url) => call('GET', url)));
        times.push(performance.now() - started);
      }
      return times;
    };
    console.log(latencyLine('nav library list', steps.list.get(true)!.times));
    console.log(latencyLine('nav library list without hover', steps.list.get(false)!.times));
    console.log(latencyLine('nav library list api', await apiTimes(steps.list.get(false)!.apiUrls)));
    console.log(latencyLine('nav open folder', steps.folder.get(true)!.times));
    console.log(latencyLine('nav open folder without hover', steps.folder.get(false)!.times));
    console.log(latencyLine('nav open folder api', await apiTimes(steps.folder.get(false)!.apiUrls)));
    console.log(`nav calls per step: library list ${median(steps.list.get(false)!.apiUrls.map((urls) => urls.length))}, open folder ${median(steps.folder.get(false)!.apiUrls.map((urls) => urls.length))}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

await main();
