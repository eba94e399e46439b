import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './support';

const WANG = { account: 'wang.fang', password: 'demo-pass-1' };

function row(page: Page, name: string): Locator {
  return page.locator(`[data-testid="file-row"][data-name="${name}"]`);
}

function textFile(name: string, text: string) {
  return { name, mimeType: 'text/plain', buffer: Buffer.from(text) };
}

/** A folder of Wang Fang's personal space of its own, opened in the file manager; answers its address. */
async function freshFolder(page: Page, name: string): Promise<string> {
  await page.goto('/personal');
  await expect(page.getByTestId('file-manager')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('create-folder').click();
  await page.getByTestId('name-input').fill(name);
  await page.getByTestId('name-submit').click();
  await row(page, name).getByTestId('open-node').click();
  await expect(page.getByTestId('file-breadcrumb')).toContainText(name);
  return new URL(page.url()).pathname;
}

test.describe.serial('the upload list', () => {
  test.setTimeout(150_000);
  let folderUrl = '';

  test('a file whose name the folder has asks first: keep both lists two files, replace makes version 2', async ({ page }) => {
    await signIn(page, WANG);
    folderUrl = await freshFolder(page, `上传面板 ${Date.now()}`);
    await page.getByTestId('upload-input').setInputFiles([textFile('plan.txt', 'first draft')]);
    await expect(row(page, 'plan.txt')).toBeVisible();

    await page.getByTestId('upload-input').setInputFiles([textFile('plan.txt', 'second draft, kept beside the first')]);
    const dialog = page.getByTestId('upload-conflict-dialog');
    await expect(dialog).toContainText('plan.txt');
    await dialog.getByTestId('upload-conflict-keep').click();
    await expect(row(page, 'plan (1).txt')).toBeVisible();
    await expect(page.getByTestId('file-row')).toHaveCount(2);
    await expect(row(page, 'plan.txt')).not.toContainText('v2');

    await page.getByTestId('upload-input').setInputFiles([textFile('plan.txt', 'third draft, replacing the first')]);
    await dialog.getByTestId('upload-conflict-replace').click();
    await expect(row(page, 'plan.txt')).toContainText('v2');
    await expect(page.getByTestId('file-row')).toHaveCount(2);
  });

  test('the list counts bytes, is cleared by "clear finished" and does not come back on the next page', async ({ page }) => {
    await signIn(page, WANG);
    await page.goto(folderUrl);
    await page.getByTestId('upload-input').setInputFiles([textFile('a.txt', 'x'.repeat(1000)), textFile('b.txt', 'y'.repeat(3000))]);
    const list = page.getByTestId('upload-list');
    await expect(page.getByTestId('upload-summary')).toContainText('100%');
    await expect(page.getByTestId('upload-summary')).toContainText('2/2 个文件');
    await expect(page.getByTestId('upload-summary')).toContainText('3.9 KB');
    // "Success" only once the folder lists the file.
    await expect(page.locator('[data-testid="upload-row"][data-name="b.txt"]')).toHaveAttribute('data-status', 'success');
    await expect(row(page, 'b.txt')).toBeVisible();

    await list.getByTestId('upload-clear').click();
    await expect(list).toHaveCount(0);
    // Away and back within the app, then a fresh load: the cleared uploads stay gone.
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '部门文档' }).click();
    await expect(page).toHaveURL(/\/doc$/);
    await page.goBack();
    await expect(row(page, 'a.txt')).toBeVisible();
    await expect(list).toHaveCount(0);
    await page.reload();
    await expect(row(page, 'a.txt')).toBeVisible();
    await expect(list).toHaveCount(0);
  });

  test('the list does not cover the last row of a long folder', async ({ page }) => {
    await signIn(page, WANG);
    await freshFolder(page, `长列表 ${Date.now()}`);
    const names = Array.from({ length: 24 }, (_, index) => `row-${String(index + 1).padStart(2, '0')}.txt`);
    await page.getByTestId('upload-input').setInputFiles(names.map((name) => textFile(name, name)));
    await expect(page.locator('[data-testid="upload-row"][data-status="success"]')).toHaveCount(names.length, { timeout: 90_000 });
    await expect(page.getByTestId('upload-list')).toBeVisible();

    const rows = page.getByTestId('file-row');
    const last = rows.last();
    const lastName = await last.getAttribute('data-name');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const hit = await last.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const at = (x: number) => document.elementFromPoint(x, box.top + box.height / 2)?.closest('[data-testid="file-row"]')?.getAttribute('data-name') ?? null;
      return { centre: at(box.left + box.width / 2), end: at(box.right - 24) };
    });
    expect(hit).toEqual({ centre: lastName, end: lastName });
  });
});
