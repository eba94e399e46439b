import { expect, test } from '@playwright/test';
import { apiPost, ENGINEER, signIn } from './support';
import { createPage } from './wiki-support';

const DOC = '/api/ms/doc/api/user';
const LONG = '二〇二六年第一季度研发部架构评审会议纪要与后续行动项跟踪表（含数据库迁移、缓存方案和发布流程的全部讨论记录）';

test.describe('names and columns of lists at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the file list keeps dates on one line and gives the name the room; a long name ends in an ellipsis with the whole name on hover', async ({ page }) => {
    await signIn(page, ENGINEER);
    const libraryId = ((await apiPost(page, `${DOC}/doc_library`, { name: `列宽 ${Date.now()}` })).data as { id: number }).id;
    await apiPost(page, `${DOC}/file/folder`, { libraryId, name: LONG });
    await page.goto(`/doc/lib/${libraryId}/list`);
    const row = page.getByTestId('file-row').first();
    await expect(row).toBeVisible();
    const modified = row.getByTestId('file-modified');
    const lineHeight = await modified.evaluate((cell) => parseFloat(getComputedStyle(cell).lineHeight));
    const box = (await modified.evaluate((cell) => { const range = document.createRange(); range.selectNodeContents(cell); return range.getBoundingClientRect().height; }));
    expect(box).toBeLessThan(lineHeight * 1.5);
    const name = row.getByTestId('open-node').locator('span');
    expect(await name.evaluate((span) => span.scrollWidth > span.clientWidth)).toBe(true);
    await expect(row.locator('td[title]').first()).toHaveAttribute('title', LONG);
    const [nameWidth, tableWidth] = await row.evaluate((tr) => [tr.querySelector('td[title]')!.getBoundingClientRect().width, tr.getBoundingClientRect().width]);
    expect(nameWidth / tableWidth).toBeGreaterThan(0.35);
  });

  test('the knowledge home cuts a long name with an ellipsis and shows it whole on hover', async ({ page }) => {
    await signIn(page, ENGINEER);
    const libraryId = ((await apiPost(page, `${DOC}/doc_library`, { name: `知识 ${Date.now()}` })).data as { id: number }).id;
    await createPage(page, libraryId, LONG);
    await page.goto('/home');
    const name = page.getByTestId('knowledge-item-name').filter({ hasText: LONG.slice(0, 10) }).first();
    await expect(name).toHaveAttribute('title', LONG);
    expect(await name.evaluate((box) => box.scrollWidth > box.clientWidth && getComputedStyle(box).textOverflow === 'ellipsis')).toBe(true);
  });
});
