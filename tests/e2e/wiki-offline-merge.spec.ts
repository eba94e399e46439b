import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { ENGINEER, signIn } from './support';
import { createLibrary, createPage, editPath, openEditor, readPage } from './wiki-support';

// Each launch is a browser of its own, and closing the first removes the folder its trace was written to.
test.use({ trace: 'off' });

let profile: string;
let laptop: BrowserContext | null = null;

test.beforeAll(() => {
  profile = mkdtempSync(path.join(tmpdir(), 'librarium-wiki-profile-'));
});

test.afterAll(async () => {
  await laptop?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

async function launchLaptop(baseURL: string): Promise<BrowserContext> {
  laptop = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, baseURL, viewport: { width: 1440, height: 900 } });
  return laptop;
}

test('an edit made offline survives a browser restart and merges with what was written online meanwhile, in both browsers and on the server', async ({ browser }) => {
  test.setTimeout(240_000);
  const baseURL = test.info().project.use.baseURL!;

  // On the laptop: a page written online, then the network goes and the writing goes on.
  let context = await launchLaptop(baseURL);
  let page = context.pages()[0] ?? (await context.newPage());
  await signIn(page, ENGINEER);
  const libraryId = await createLibrary(page, '列车上的笔记');
  const pageId = await createPage(page, libraryId, '发布计划');
  let editor = await openEditor(page, libraryId, pageId);
  await editor.click();
  await page.keyboard.type('周五发布。');
  await expect.poll(async () => (await readPage(page, libraryId, pageId)).text, { timeout: 15_000 }).toContain('周五发布。');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 }).toBe(true);
  await page.waitForTimeout(1_500);
  // No network (an open socket outlives the switch, so the page is opened again, as on a train).
  await context.setOffline(true);
  await page.reload();
  editor = page.getByTestId('wiki-editor');
  await expect(page.getByTestId('wiki-connection')).toHaveAttribute('data-state', 'offline');
  await expect(editor).toContainText('周五发布。');
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type('离线补充：先灰度。');
  // Each change is written to the device's copy as it happens; the last keystroke's write takes a moment.
  await page.waitForTimeout(1_000);

  // The laptop's browser closes (the lid shuts) and opens again, still without network.
  await context.close();
  context = await launchLaptop(baseURL);
  await context.setOffline(true);
  page = context.pages()[0] ?? (await context.newPage());
  await page.goto(editPath(libraryId, pageId));
  editor = page.getByTestId('wiki-editor');
  await expect(editor).toContainText('周五发布。离线补充：先灰度。');

  // Meanwhile a colleague's browser (another device, online) changes the same page.
  const desk = await browser.newContext();
  const colleague = await desk.newPage();
  await signIn(colleague, ENGINEER);
  const online = await openEditor(colleague, libraryId, pageId);
  await online.click();
  await colleague.keyboard.press('Control+Home');
  await colleague.keyboard.type('在线确认：');
  await expect.poll(async () => (await readPage(colleague, libraryId, pageId)).text, { timeout: 15_000 }).toContain('在线确认：');
  expect((await readPage(colleague, libraryId, pageId)).text).not.toContain('离线补充');

  // The network returns: both edits everywhere, nothing typed lost.
  await context.setOffline(false);
  await expect(page.getByTestId('wiki-connection')).toHaveAttribute('data-state', 'synced', { timeout: 40_000 });
  // (The editors also show each other's named caret inside the text, so each part is looked for on its own.)
  for (const view of [editor, colleague.getByTestId('wiki-editor')]) {
    await expect(view).toContainText('在线确认：', { timeout: 20_000 });
    await expect(view).toContainText('离线补充：先灰度。', { timeout: 20_000 });
  }
  await expect.poll(async () => (await readPage(colleague, libraryId, pageId)).text, { timeout: 15_000 }).toContain('在线确认：周五发布。离线补充：先灰度。');
  await desk.close();
});
