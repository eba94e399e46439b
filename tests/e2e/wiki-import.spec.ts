import { expect, test } from '@playwright/test';
import { gbk } from '../fixtures/gbk';
import { ENGINEER, signIn } from './support';
import { createLibrary, createPage, readPage, treeRow, wikiPath } from './wiki-support';

const MARKDOWN = `# 值班手册

交接前 **务必** 检查告警，见 [值班规范](https://wiki.example/oncall)。

- [x] 查看告警
- [ ] 更新工单

<script>window.__imported = 'ran'</script>
<img src=x onerror="window.__imported = 'ran'">

[点我](javascript:window.__imported='ran')
`;

test('a Markdown file becomes a page titled by its heading, with its lists and links, and nothing in it runs', async ({ page }) => {
  await signIn(page, ENGINEER);
  const libraryId = await createLibrary(page, '运维知识');
  await createPage(page, libraryId, '首页');
  await page.goto(wikiPath(libraryId, 'null'));

  await page.getByTestId('wiki-import-file').setInputFiles({ name: 'oncall.md', mimeType: 'text/markdown', buffer: Buffer.from(MARKDOWN) });
  await expect(treeRow(page, '值班手册')).toHaveAttribute('data-current', 'true');
  const content = page.getByTestId('wiki-content');
  await expect(content).toContainText('交接前 务必 检查告警');
  await expect(content.getByRole('link', { name: '值班规范' })).toHaveAttribute('href', 'https://wiki.example/oncall');
  await expect(content).toContainText('更新工单');
  await expect(content).toContainText('点我');
  await expect(content.locator('a[href^="javascript"], script, img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __imported?: string }).__imported)).toBeUndefined();

  // A file without a top heading is titled by its name.
  await page.getByTestId('wiki-import-file').setInputFiles({ name: '巡检清单.md', mimeType: 'text/markdown', buffer: Buffer.from('1. 磁盘\n2. 备份\n') });
  await expect(treeRow(page, '巡检清单')).toHaveAttribute('data-current', 'true');
  const id = Number(/\/list\/(\d+)/.exec(page.url())![1]);
  expect((await readPage(page, libraryId, id)).text).toContain('磁盘');
});

test('a Markdown file written in GBK, as Chinese Windows saves it, becomes a page that reads right', async ({ page }) => {
  await signIn(page, ENGINEER);
  const libraryId = await createLibrary(page, '旧文档');
  await page.goto(wikiPath(libraryId, 'null'));

  await page.getByTestId('wiki-import-file').setInputFiles({ name: 'legacy.md', mimeType: 'text/markdown', buffer: gbk('# 机房巡检规程\n\n每周一检查空调与电源。\n') });
  await expect(treeRow(page, '机房巡检规程')).toHaveAttribute('data-current', 'true');
  await expect(page.getByTestId('wiki-content')).toContainText('每周一检查空调与电源。');
});
