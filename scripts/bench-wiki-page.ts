/**
 * `npm run bench:wiki-page` (after `npm run build`, or with WEB_DIST naming another build): imports wiki
 * pages of about 1 MB, 300 KB and a few paragraphs (headings, paragraphs, lists and tables of Chinese and
 * English text) into the real server and times them in Debian's Chromium:
 * - how long from asking for the 1 MB page until its last paragraph is on screen, in the reading view and
 *   in the editor (which first loads the page's Yjs document over the WebSocket);
 * - opening the editor of the 1 MB page from its reading view: from the click on 编辑 until the editor
 *   holds the last paragraph and takes typing;
 * - a keystroke in the editor of the 300 KB page and of the small page: from the key's input event until
 *   the frame after it is painted.
 */
import type { Page } from '@playwright/test';
import { WIKI_LIMITS } from '../contract/wiki';
import { latencyLine } from './bench-support';
import { startBrowserBench } from './browser-bench';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 10);
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 60);
const LAST = '全文完 END-OF-PAGE';

/** About `bytes` of UTF-8 Markdown within the import's character limit. */
function pageMarkdown(title: string, bytes: number): string {
  const sentence = '本季度的设计评审覆盖了存储、缓存与接口三个方面，结论与待办事项记录如下。The review covered storage, caching and the API. ';
  const parts: string[] = [`# ${title}`];
  let size = 0;
  for (let section = 1; size < bytes - 4096; section++) {
    const added = [`## 第 ${section} 节`, sentence.repeat(6), ['- 待办：补充测试', '- 待办：更新文档', '- [x] 已完成：评审'].join('\n')];
    if (section % 20 === 0) added.push(['| 项目 | 负责人 | 状态 |', '| --- | --- | --- |', '| 存储 | 李娜 | 完成 |', '| 缓存 | 赵磊 | 进行中 |'].join('\n'));
    parts.push(...added);
    size += Buffer.byteLength(added.join('\n\n')) + 2 * added.length;
  }
  parts.push(LAST);
  const markdown = parts.join('\n\n');
  if (markdown.length > WIKI_LIMITS.markdownImportChars) throw new Error('the page is over the import limit');
  return markdown;
}

/**
 * Notes, for every key pressed in the page, the time from its input event (the moment the browser
 * received it) until the frame after its handling is painted: the next animation frame, then a task
 * queued from it, which runs once that frame is out.
 */
function recordKeystrokes() {
  const times: number[] = [];
  (window as unknown as { keystrokes: number[] }).keystrokes = times;
  document.addEventListener(
    'keydown',
    (event) => {
      const received = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => times.push(performance.now() - received);
        channel.port2.postMessage(null);
      });
    },
    { capture: true },
  );
}

async function main() {
  const { page, post, doc, close } = await startBrowserBench('wiki-page');
  try {
    await page.addInitScript(recordKeystrokes);
    const library = (await post(`${doc}/doc_library`, { name: '大页面压测' })) as { id: number };
    const importPage = async (markdown: string) => ((await post(`${doc}/wiki/${library.id}/pages/import`, { markdown })) as { id: number }).id;
    const big = pageMarkdown('一兆字节的页面', 1024 * 1024);
    const bigId = await importPage(big);
    const mediumId = await importPage(pageMarkdown('三百千字节的页面', 300 * 1024));
    const smallId = await importPage(['# 小页面', '会议纪要：本周完成了存储方案的评审。', '- 待办：补充测试', '- 待办：更新文档', LAST].join('\n\n'));
    console.log(`imported a page of ${(Buffer.byteLength(big) / 1024 / 1024).toFixed(2)} MB of Markdown`);
    const readingPath = (id: number) => `/doc/lib/${library.id}/wiki/list/${id}`;
    const editorPath = (id: number) => `/doc/lib/${library.id}/wiki/edit?id=${id}`;
    const editor = (target: Page) => target.locator('[data-testid="wiki-editor"]');

    /**
     * Waits until the last block of what `selector` finds holds the page's last words. Only the last block
     * is read: a text search over the whole megabyte on every frame would cost the page more than it measures.
     */
    async function lastParagraphIn(selector: string) {
      await page.waitForFunction(
        ([where, last]) => {
          let block = document.querySelector(where!)?.lastElementChild;
          while (block?.lastElementChild && !block.textContent?.startsWith(last!)) block = block.lastElementChild;
          return block?.textContent?.includes(last!) ?? false;
        },
        [selector, LAST],
        { timeout: 120_000 },
      );
    }

    async function fromElsewhere() {
      await page.goto('/doc');
      await page.getByTestId('layout-outer').waitFor();
    }

    async function measureLoad(label: string, url: string, done: string) {
      const times: number[] = [];
      for (let i = 0; i <= SAMPLES; i++) {
        await fromElsewhere();
        const t0 = performance.now();
        await page.goto(url, { waitUntil: 'commit' });
        await lastParagraphIn(done);
        // The first opening warms the screen's code and the server's caches.
        if (i > 0) times.push(performance.now() - t0);
      }
      console.log(latencyLine(label, times, 0));
    }

    await measureLoad('wiki 1 MB page, reading view to last paragraph', readingPath(bigId), '[data-testid="wiki-content"]');
    await measureLoad('wiki 1 MB page, editor to last paragraph', editorPath(bigId), '[data-testid="wiki-editor"]');

    // From the reading view's 编辑 to an editor that holds the whole page and takes typing.
    const opens: number[] = [];
    for (let i = 0; i <= SAMPLES; i++) {
      await fromElsewhere();
      await page.goto(readingPath(bigId));
      await lastParagraphIn('[data-testid="wiki-content"]');
      const t0 = performance.now();
      await page.getByTestId('wiki-edit').click({ timeout: 120_000 });
      await lastParagraphIn('[data-testid="wiki-editor"][contenteditable="true"]');
      if (i > 0) opens.push(performance.now() - t0);
    }
    console.log(latencyLine('wiki open 1 MB', opens, 0));

    async function measureKeystrokes(label: string, pageId: number) {
      await fromElsewhere();
      await page.goto(editorPath(pageId));
      await page.locator('[data-testid="wiki-connection"][data-state="synced"]').waitFor({ timeout: 60_000 });
      // Typing in the middle of the page, where everything after the caret moves with each character.
      const paragraphs = editor(page).locator('p');
      const target = paragraphs.nth(Math.floor((await paragraphs.count()) / 2));
      await target.scrollIntoViewIfNeeded();
      await target.click();
      await page.keyboard.press('End');
      await page.evaluate(() => ((window as unknown as { keystrokes: number[] }).keystrokes.length = 0));
      const text = 'abcdefghijklmnopqrstuvwxyz';
      for (let i = 0; i < KEYSTROKES + 5; i++) {
        await page.keyboard.press(text[i % text.length]!);
        await page.waitForFunction((count) => (window as unknown as { keystrokes: number[] }).keystrokes.length >= count, i + 1);
      }
      // The first few warm the typing path.
      const times = (await page.evaluate(() => (window as unknown as { keystrokes: number[] }).keystrokes)).slice(5);
      console.log(latencyLine(label, times));
    }

    await measureKeystrokes('wiki keystroke 300 KB', mediumId);
    await measureKeystrokes('wiki keystroke small', smallId);
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
