import { expect, test } from '@playwright/test';
import { ENGINEER, signIn } from './support';

test('after the demo, Li Na’s knowledge home is full and she opens a classified document from the category tree', async ({ page }) => {
  await signIn(page, ENGINEER);
  await page.goto('/home');
  await expect(page.getByTestId('screen-home')).toBeVisible();
  // Recommended by the classification admin, recently updated, and what she follows.
  await expect(page.getByTestId('home-recommended').getByTestId('knowledge-item').first()).toBeVisible();
  await expect(page.getByTestId('home-recommended')).toContainText('代码评审清单.md');
  await expect(page.getByTestId('home-recommended')).toContainText('开发环境搭建.md');
  expect(await page.getByTestId('home-recent').getByTestId('knowledge-item').count()).toBeGreaterThanOrEqual(5);
  await expect(page.getByTestId('home-followed')).toContainText('前端编码规范.md');

  await page.goto('/classify');
  const tree = page.getByTestId('classify-tree');
  for (const name of ['研发规范', '运维手册', '产品文档', '新人入职']) await expect(tree).toContainText(name);
  await page.locator('[data-testid="classify-node"]').filter({ hasText: '运维手册' }).getByRole('link').first().click();
  await page.locator('[data-testid="classify-node"]').filter({ hasText: '发布与回滚' }).getByRole('link').click();
  await expect(page.getByTestId('classify-title')).toHaveText('发布与回滚');
  const row = page.locator('[data-testid="classify-item"][data-name="发布与回滚手册.md"]');
  await expect(row).toContainText('技术知识库');
  await row.getByTestId('knowledge-item-link').click();

  await expect(page.getByTestId('overview-title')).toHaveText('发布与回滚手册.md');
  await page.getByTestId('overview-preview').click();
  await expect(page.getByTestId('preview-name')).toHaveText('发布与回滚手册.md');
  await expect(page.getByTestId('preview-markdown')).toContainText('回滚命令');
});
