/**
 * `npm run bench:wiki-page` (after `npm run build`): imports a wiki page of about 1 MB (headings, paragraphs,
 * lists and a table of Chinese and English text) into the real server, then opens it in Debian's Chromium
 * over and over: how long from asking for the page until its last paragraph is on screen, in the reading
 * view and in the editor (which first loads the page's Yjs document over the WebSocket).
 */
import { WIKI_LIMITS } from '../contract/wiki';
import { latencyLine } from './bench-support';
import { startBrowserBench } from './browser-bench';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 10);
const LAST = '全文完 END-OF-PAGE';

/** About 1 MB of UTF-8 Markdown within the import's character limit. */
function bigMarkdown(): string {
  const sentence = '本季度的设计评审覆盖了存储、缓存与接口三个方面，结论与待办事项记录如下。The review covered storage, caching and the API. ';
  const parts: string[] = ['# 一兆字节的页面'];
  for (let section = 1; Buffer.byteLength(parts.join('\n\n')) < 1024 * 1024 - 4096; section++) {
    parts.push(`## 第 ${section} 节`);
    parts.push(sentence.repeat(6));
    parts.push(['- 待办：补充测试', '- 待办：更新文档', '- [x] 已完成：评审'].join('\n'));
    if (section % 20 === 0) parts.push(['| 项目 | 负责人 | 状态 |', '| --- | --- | --- |', '| 存储 | 李娜 | 完成 |', '| 缓存 | 赵磊 | 进行中 |'].join('\n'));
  }
  parts.push(LAST);
  const markdown = parts.join('\n\n');
  if (markdown.length > WIKI_LIMITS.markdownImportChars) throw new Error('the page is over the import limit');
  return markdown;
}

async function main() {
  const { page, post, doc, close } = await startBrowserBench('wiki-page');
  try {
    const library = (await post(`${doc}/doc_library`, { name: '大页面压测' })) as { id: number };
    const markdown = bigMarkdown();
    const imported = (await post(`${doc}/wiki/${library.id}/pages/import`, { markdown })) as { id: number };
    console.log(`imported a page of ${(Buffer.byteLength(markdown) / 1024 / 1024).toFixed(2)} MB of Markdown`);

    async function measure(label: string, url: string, done: string) {
      const times: number[] = [];
      for (let i = 0; i <= SAMPLES; i++) {
        await page.goto('/doc');
        await page.getByTestId('layout-outer').waitFor();
        const t0 = performance.now();
        await page.goto(url, { waitUntil: 'commit' });
        await page.locator(done).getByText(LAST).waitFor({ timeout: 60_000 });
        // The first opening warms the screen's code and the server's caches.
        if (i > 0) times.push(performance.now() - t0);
      }
      console.log(latencyLine(label, times, 0));
    }

    await measure('wiki 1 MB page, reading view to last paragraph', `/doc/lib/${library.id}/wiki/list/${imported.id}`, '[data-testid="wiki-content"]');
    await measure('wiki 1 MB page, editor to last paragraph', `/doc/lib/${library.id}/wiki/edit?id=${imported.id}`, '[data-testid="wiki-editor"]');
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
