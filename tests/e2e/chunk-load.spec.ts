import { expect, test } from '@playwright/test';
import { signIn } from './support';

// Without a service worker the page's own requests can be failed on purpose.
test.use({ serviceWorkers: 'block' });

test('a screen whose code cannot be loaded shows the chunk-load error with a reload button', async ({ page }) => {
  await signIn(page);
  await page.route(/\/assets\/knowledge-screens-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/home');
  await expect(page.getByTestId('exception-chunkLoad')).toBeVisible();
  await expect(page.getByTestId('exception-message')).toHaveText('页面加载失败');
  await page.unroute(/\/assets\/knowledge-screens-[^/]+\.js$/);
  await page.getByTestId('reload').click();
  await expect(page.getByTestId('screen-home')).toBeVisible();
});
