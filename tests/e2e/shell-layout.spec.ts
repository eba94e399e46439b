import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, apiPost, ENGINEER, NOTICE_LOCK, signIn } from './support';
import { expectTopBarFitsUncovered } from './top-bar-check';

// Publishes notices, and measures what the page does when one arrives.
test.describe.configure({ lock: NOTICE_LOCK });

test.use({ viewport: { width: 1280, height: 800 } });

/** Publishes a notice as the admin, then signs the engineer in, in the given language. */
async function engineerWithNotice(page: Page, context: BrowserContext, language: 'zh-CN' | 'en') {
  await signIn(page, ADMIN);
  await apiPost(page, '/api/ms/doc/api/user/message', { content: `Maintenance window tonight 22:00–23:00, save your work ${Date.now()}`, department: true });
  await context.clearCookies();
  await context.addCookies([{ name: 'language', value: language, url: page.url() }]);
  await signIn(page, ENGINEER);
}

interface Shifts {
  /** Cumulative Layout Shift as Chromium scores it. */
  score: number;
  /** Whether any shift moved the top bar. */
  movedTopBar: boolean;
}

/** The layout's shifts since the document started, and whether one of them moved the top bar. */
function layoutShifts(page: Page): Promise<Shifts> {
  return page.evaluate(
    () =>
      new Promise<Shifts>((resolve) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
        const bar = document.querySelector('[data-testid="top-bar"]');
        const shifts = { score: 0, movedTopBar: false };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            shifts.score += entry.value;
            if (entry.sources.some(({ node }) => node && bar && (node.contains(bar) || bar.contains(node)))) shifts.movedTopBar = true;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), 2000);
      }),
  );
}

for (const language of ['zh-CN', 'en'] as const) {
  test(`at 1280 px in ${language}, with a notice and the offline badge, every top-bar item is one line and stays uncovered when the page scrolls`, async ({ page, context }) => {
    await engineerWithNotice(page, context, language);
    await page.goto('/doc');
    await expect(page.getByTestId('notice-banner')).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    await expectTopBarFitsUncovered(page);

    // Whatever the screen holds, a page taller than the window scrolls under the top bar, never over it.
    await page.locator('main').evaluate((main) => {
      const filler = document.createElement('div');
      filler.style.height = '3000px';
      main.append(filler);
    });
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect((await page.getByTestId('top-bar').boundingBox())?.y).toBe(0);
    await expectTopBarFitsUncovered(page);

    // Tabs that no longer fit are in the "more" menu, not lost.
    const more = page.getByTestId('tab-more');
    if (await more.isVisible()) {
      await more.click();
      await expect(page.locator('[data-testid^="more-tab-"]').first()).toBeVisible();
    }
  });
}

test('the notice is drawn with the first screen: the page does not shift when it arrives', async ({ page, context }) => {
  await engineerWithNotice(page, context, 'zh-CN');
  await page.goto('/home');
  await expect(page.getByTestId('screen-home')).toBeVisible();
  await expect(page.getByTestId('notice-banner')).toBeVisible();
  const shifts = await layoutShifts(page);
  expect(shifts.score).toBeLessThan(0.05);
  expect(shifts.movedTopBar, 'the notice arrived after the top bar and pushed it down').toBe(false);
  // The notice sits above the top bar in the page's flow, not over it.
  const banner = await page.getByTestId('notice-banner').boundingBox();
  const bar = await page.getByTestId('top-bar').boundingBox();
  expect(bar!.y).toBeGreaterThanOrEqual(banner!.y + banner!.height - 1);
});

test('the skip link is the first stop of the keyboard and moves focus to the screen', async ({ page }) => {
  await signIn(page, ENGINEER);
  await page.goto('/doc');
  await expect(page.getByTestId('screen-docHome')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByTestId('skip-link');
  await expect(skip).toBeFocused();
  await expect(skip).toHaveText('跳到主要内容');
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next stop is inside the screen, past the notice and the top bar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
});

test('a focused control is ringed in a colour with at least 3:1 contrast against the page', async ({ page }) => {
  await signIn(page, ENGINEER);
  await page.goto('/doc');
  await expect(page.getByTestId('screen-docHome')).toBeVisible();
  // A top-bar tab, then a button of the screen.
  for (const target of [page.getByTestId('tab-home'), page.locator('main button').first()]) {
    await target.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(target).toBeFocused();
    const ratio = await target.evaluate((element) => {
      const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (color: string) => {
        const [r, g, b] = channels(color).map((value) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      let background = 'rgb(255, 255, 255)';
      for (let node: Element | null = element.parentElement; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor;
        if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') {
          background = color;
          break;
        }
      }
      const style = getComputedStyle(element);
      if (style.outlineStyle === 'none' || Number.parseFloat(style.outlineWidth) < 1) return 0;
      const [light, dark] = [luminance(style.outlineColor), luminance(background)].sort((a, b) => b - a);
      return (light! + 0.05) / (dark! + 0.05);
    });
    expect(ratio).toBeGreaterThanOrEqual(3);
  }
});

test('the dark switch in the person menu turns the page dark, and the choice stays after a reload', async ({ page }) => {
  await signIn(page, ENGINEER);
  await page.goto('/doc');
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const lightBackground = await background();
  await page.getByTestId('user-menu').click();
  await page.getByTestId('color-mode-dark').click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect.poll(background).not.toBe(lightBackground);
  await page.reload();
  await expect(page.getByTestId('screen-docHome')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  // Following the system: dark when the system is, light when it is not.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('color-mode-system').click();
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test("user management's tabs are marked and switch between people, departments, groups and import, each with its own address", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/manage/user');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['人员', '部门', '用户组', '导入']);
  const panels = [
    { tab: 'people', address: /\/manage\/user$/, shows: 'people-filters' },
    { tab: 'departments', address: /tab=departments/, shows: 'department-create' },
    { tab: 'groups', address: /tab=groups/, shows: 'group-create' },
    { tab: 'import', address: /tab=import/, shows: 'import-file' },
  ];
  for (const panel of [...panels.slice(1), panels[0]!]) {
    const trigger = page.getByTestId(`user-tab-${panel.tab}`);
    await trigger.click();
    await expect(page).toHaveURL(panel.address);
    await expect(page.getByTestId(panel.shows)).toBeAttached();
    await expect(trigger).toHaveAttribute('aria-selected', 'true');
    // The selected tab is marked on screen (a line under it), the others are not.
    const marks = await tabs.evaluateAll((all) => all.map((tab) => getComputedStyle(tab, '::before').content !== 'none'));
    expect(marks).toEqual(panels.map((other) => other.tab === panel.tab));
  }
  await page.goto('/manage/user?tab=groups');
  await expect(page.getByTestId('user-tab-groups')).toHaveAttribute('aria-selected', 'true');
});
