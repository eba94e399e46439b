import { expect, test } from '@playwright/test';
import { apiPost, createTask, ENGINEER, signIn } from './support';
import { createPage, wikiPath } from './wiki-support';

const DOC = '/api/ms/doc/api/user';

test.describe('browser tab titles', () => {
  test('name the folder and library, the wiki page and the task being looked at', async ({ page }) => {
    await signIn(page, ENGINEER);
    const library = `标题测试库 ${Date.now()}`;
    const libraryId = ((await apiPost(page, `${DOC}/doc_library`, { name: library })).data as { id: number }).id;
    const folder = (await apiPost(page, `${DOC}/file/folder`, { libraryId, name: '设计文档' })).data as { id: number };

    await page.goto(`/doc/lib/${libraryId}/list`);
    await expect(page).toHaveTitle(`${library} · 文库`);
    await page.goto(`/doc/lib/${libraryId}/list/folder/${folder.id}`);
    await expect(page).toHaveTitle(`设计文档 · ${library} · 文库`);

    const pageId = await createPage(page, libraryId, '发布流程');
    await page.goto(wikiPath(libraryId, pageId));
    await expect(page).toHaveTitle('发布流程 · 文库');

    const taskId = await createTask(page, ['PYLINT'], 'titles');
    await page.goto(`/codecc/task/${taskId}/tool/PYLINT/defects`);
    await expect(page).toHaveTitle(/^告警列表 · titles 任务 \d+_\d+ · 文库$/);

    // A screen about nothing in particular still names itself.
    await page.goto('/personal');
    await expect(page).toHaveTitle('个人空间 · 文库');
  });
});
