import { expect, type Page, test } from '@playwright/test';
import { apiPost, apiSend, signIn } from './support';

const DOC = '/api/ms/doc/api/user';
const ZHAO = { account: 'zhao.lei', password: 'demo-pass-1' };

/** Where the screenshots of the grant editor go, for a person to look at; set SCREENSHOT_DIR to keep them. */
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

async function departmentId(page: Page, name: string): Promise<number> {
  const response = await page.request.get(`${DOC}/common/dept`);
  const departments = ((await response.json()) as { data: { id: number; name: string }[] }).data;
  return departments.find((department) => department.name === name)!.id;
}

test("the grant editor shows that a department grant outweighs a person's 'no download', and says so in both languages", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ZHAO);
  const library = (await apiPost(page, `${DOC}/doc_library`, { name: `合同资料 ${Date.now()}` })).data as { id: number };
  // 李娜 is in 研发部: her own grant forbids downloading, the department's allows it.
  await apiPost(page, `${DOC}/common/perm`, {
    libraryId: library.id,
    grants: [
      { grantee: { type: 'user', account: 'li.na' }, role: 'read', download: false },
      { grantee: { type: 'department', id: await departmentId(page, '研发部') }, role: 'read', download: true },
    ],
  });

  await page.goto(`/doc/lib/${library.id}/setting?section=permissions`);
  const li = page.locator('[data-testid="grant-row"][data-name="李娜"]');
  await expect(li.getByTestId('effective-summary')).toHaveText('只读 · 可下载');
  await expect(li.getByTestId('effective-note-download')).toHaveText('下载：允许（来自部门“研发部”的授权）');
  await expect(li.getByTestId('effective-outweighed')).toContainText('此处设置的限制未生效');
  // The creator's own admin grant is the whole story of his rights: nothing to warn about.
  const zhao = page.locator('[data-testid="grant-row"][data-name="赵磊"]');
  await expect(zhao.getByTestId('effective-summary')).toHaveText('管理员 · 可下载');
  await expect(zhao.getByTestId('effective-outweighed')).toHaveCount(0);
  await expect(page.locator('[data-testid="grant-row"][data-name="研发部"]').getByTestId('effective-by-member')).toHaveText('因成员而异');
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/grant-editor-zh.png` });

  // 王芳 has no grant of her own; 平台组 sits under 研发部, so its grant reaches her.
  const lookup = page.getByTestId('effective-lookup');
  await lookup.getByTestId('effective-person-input').fill('wang.fang');
  await page.getByTestId('person-option').filter({ hasText: '王芳' }).click();
  await expect(lookup.getByTestId('effective-summary')).toHaveText('只读 · 可下载');
  await expect(lookup.getByTestId('effective-right-download')).toHaveText('下载：部门“研发部”的授权');
  await expect(lookup.getByTestId('effective-right-edit')).toHaveCount(0);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/grant-editor-lookup-zh.png`, fullPage: true });

  await page.context().addCookies([{ name: 'language', value: 'en', url: page.url() }]);
  await page.reload();
  await expect(li.getByTestId('effective-summary')).toHaveText('Read only · may download');
  await expect(li.getByTestId('effective-note-download')).toHaveText('Download: allowed (from the grant to department “研发部”)');
  if (SCREENSHOTS) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENSHOTS}/grant-editor-en.png` });
    await page.screenshot({ path: `${SCREENSHOTS}/grant-editor-full-en.png`, fullPage: true });
  }

  // Taking the department's grant away leaves her own restriction in force, and the warning goes.
  await page.context().addCookies([{ name: 'language', value: 'zh-CN', url: page.url() }]);
  await page.reload();
  const department = page.locator('[data-testid="grant-row"][data-name="研发部"]');
  await department.getByTestId('grant-remove').click();
  await expect(department).toHaveCount(0);
  await expect(li.getByTestId('effective-summary')).toHaveText('只读 · 不可下载');
  await expect(li.getByTestId('effective-outweighed')).toHaveCount(0);
});

test("the page grant editor shows that a department's 'edit' on the page outweighs a person's 'read'", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ZHAO);
  const library = (await apiPost(page, `${DOC}/doc_library`, { name: `评审资料 ${Date.now()}` })).data as { id: number };
  await apiPost(page, `${DOC}/common/perm`, { libraryId: library.id, grants: [{ grantee: { type: 'user', account: 'li.na' }, role: 'edit', download: true }] });
  const secret = (await apiPost(page, `${DOC}/wiki/${library.id}/pages`, { title: '机密项目', parentId: null })).data as { id: number };
  await apiSend(page, 'PUT', `${DOC}/wiki/${library.id}/pages/${secret.id}/grants`, {
    grants: [
      { grantee: { type: 'user', account: 'li.na' }, access: 'read' },
      { grantee: { type: 'department', id: await departmentId(page, '研发部') }, access: 'edit' },
    ],
  });

  await page.goto(`/doc/lib/${library.id}/wiki/wikiGrant?id=${secret.id}`);
  const li = page.locator('[data-testid="wiki-grant-own"][data-name="李娜"]');
  await expect(li.getByTestId('page-effective-summary')).toHaveText('实际：编辑');
  await expect(li.getByTestId('page-effective-note')).toHaveText('编辑：允许（来自部门“研发部”的授权）');
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/page-grants-zh.png` });
  await page.context().addCookies([{ name: 'language', value: 'en', url: page.url() }]);
  await page.reload();
  await expect(li.getByTestId('page-effective-note')).toHaveText('Edit: allowed (from the grant to department “研发部”)');
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/page-grants-en.png` });
});
