import { expect, type Page, test } from '@playwright/test';
import { storedRecords } from './device-storage';
import { ENGINEER, signIn } from './support';

/** How many saved query caches IndexedDB holds (0 before the app created its store). */
const savedCaches = (page: Page) => storedRecords(page, 'librarium', 'query-cache');

test.describe('offline', () => {
  test('the app installs its service worker and manifest', async ({ page }) => {
    await page.goto('/login');
    // The worker takes control once it has precached every chunk (a few MB): a while on a busy machine.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 }).toBe(true);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest.name).toContain('Librarium');
    const sizes = (manifest.icons as { sizes: string; purpose?: string }[]).map((icon) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
    const icon = await page.request.get('/icons/icon-192.png');
    expect(icon.headers()['content-type']).toBe('image/png');
  });

  test('a reload without network still shows the shell, the saved data and the offline indicator', async ({ page, context }) => {
    await signIn(page, ENGINEER);
    await expect(page.getByTestId('welcome')).toContainText(ENGINEER.name);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => savedCaches(page)).toBeGreaterThan(0);
    await expect(page.getByTestId('offline-indicator')).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('layout-outer')).toBeVisible();
    await expect(page.getByTestId('welcome')).toContainText(ENGINEER.name);
    const indicator = page.getByTestId('offline-indicator');
    await expect(indicator).toBeVisible();
    await expect(indicator).toHaveAttribute('data-status', 'offlineCached');
    await expect(indicator).toHaveText(/离线/);

    await context.setOffline(false);
    await expect(indicator).toHaveCount(0);
  });

  test('signing out wipes the saved data', async ({ page }) => {
    await signIn(page, ENGINEER);
    await expect.poll(() => savedCaches(page)).toBeGreaterThan(0);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-logout').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => savedCaches(page)).toBe(0);
  });
});
