import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiPost, apiSend, signIn } from './support';

const DOC = '/api/ms/doc/api/user';
const ZHAO = { account: 'zhao.lei', password: 'demo-pass-1' };
const CHEN = { account: 'chen.jie', password: 'demo-pass-1' };
const MINUTES = '董事会纪要：第三季度预算通过。\n';

test('a password link works for a stranger, stops at its download limit, and its maker sees every use', async ({ browser }) => {
  test.setTimeout(120_000);
  // The back office allows links for people outside the company.
  const admin = await browser.newPage();
  await signIn(admin, CHEN);
  await apiSend(admin, 'PUT', `${DOC}/manage/share-link-rules`, { allowPublic: true, maxExpiryDays: null });
  await admin.close();

  const maker = await browser.newPage();
  await signIn(maker, ZHAO);
  const libraryName = `董事会 ${Date.now()}`;
  const libraryId = ((await apiPost(maker, `${DOC}/doc_library`, { name: libraryName, description: 'e2e' })).data as { id: number }).id;
  const csrf = (await maker.context().cookies()).find((cookie) => cookie.name === 'librarium_csrf')!.value;
  const uploaded = await maker.request.post(`${DOC}/file/upload?libraryId=${libraryId}`, {
    multipart: { file: { name: '纪要.txt', mimeType: 'text/plain', buffer: Buffer.from(MINUTES) } },
    headers: { 'x-csrf-token': decodeURIComponent(csrf) },
  });
  expect(uploaded.ok()).toBe(true);

  await maker.goto(`/doc/lib/${libraryId}/list`);
  const row = maker.locator('[data-testid="file-row"][data-name="纪要.txt"]');
  await row.getByTestId('row-menu').click();
  await maker.getByTestId('action-share').click();
  const dialog = maker.getByTestId('share-link-dialog');
  await dialog.getByTestId('share-link-audience').selectOption('public');
  await dialog.getByTestId('share-link-password').fill('open-sesame');
  await dialog.getByTestId('share-link-limit').fill('1');
  await dialog.getByTestId('share-link-create').click();
  const address = await dialog.getByTestId('share-link-address').inputValue();
  expect(address).toMatch(/\/s\/[A-Za-z0-9_-]{20,}$/);
  await maker.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Someone with no account here, in a browser of their own.
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await stranger.goto(address);
  await expect(stranger.getByTestId('shared-name')).toHaveText('纪要.txt');
  await expect(stranger.getByTestId('layout-outer')).toHaveCount(0);
  await stranger.getByTestId('shared-password').fill('guess');
  await stranger.getByTestId('shared-password-submit').click();
  await expect(stranger.getByTestId('shared-password-error')).toHaveText('密码不正确');
  await stranger.getByTestId('shared-password').fill('open-sesame');
  await stranger.getByTestId('shared-password-submit').click();
  await expect(stranger.getByTestId('shared-text')).toHaveText(MINUTES);

  const [download] = await Promise.all([stranger.waitForEvent('download'), stranger.getByTestId('shared-download').click()]);
  expect(download.suggestedFilename()).toBe('纪要.txt');
  const path = await download.path();
  expect(readFileSync(path!, 'utf8')).toBe(MINUTES);

  // One download was allowed: the link has ended, for this visitor and any other.
  await stranger.reload();
  await expect(stranger.getByTestId('shared-error')).toHaveText('此共享链接已达到下载次数上限');
  await strangerContext.close();

  // The maker sees the link ended and every use of it.
  await maker.getByTestId('user-menu').click();
  await maker.getByTestId('menu-share-links').click();
  await expect(maker).toHaveURL(/\/share-links$/);
  const link = maker.getByTestId('share-link-row').filter({ hasText: '纪要.txt' });
  await expect(link.getByTestId('share-link-state')).toHaveText('已达下载上限');
  await link.getByTestId('share-link-uses-open').click();
  const uses = maker.getByTestId('share-link-uses');
  await expect(uses.getByTestId('share-link-use').filter({ hasText: '下载 · 纪要.txt' })).toHaveCount(1);
  await expect(uses.getByTestId('share-link-use').filter({ hasText: '密码错误' })).toHaveCount(1);
  await expect(uses.getByTestId('share-link-use').filter({ hasText: '未登录的访客' }).first()).toBeVisible();
  await maker.close();

  // The back office's history lists the stranger's download and wrong password among the share links' records, by no one signed in, with the address.
  const auditor = await browser.newPage();
  await signIn(auditor, CHEN);
  await auditor.goto('/manage/history');
  await auditor.getByTestId('history-group').selectOption('shareLink');
  await auditor.getByTestId('history-search').click();
  await expect(auditor).toHaveURL(/group=shareLink/);
  const records = auditor.getByTestId('history-row').filter({ hasText: libraryName });
  const downloaded = records.filter({ hasText: '通过分享链接下载' });
  await expect(downloaded).toHaveCount(1);
  await expect(downloaded).toContainText('纪要.txt · 分享链接“纪要.txt”，创建者');
  await expect(downloaded.getByRole('cell').nth(1)).toHaveText('—');
  await expect(downloaded.getByTestId('history-address')).toHaveText(/^[\d.:a-f]+$/);
  await expect(records.filter({ hasText: '分享链接密码错误' })).toHaveCount(1);
  await expect(records.filter({ hasText: '创建分享链接' })).toHaveCount(1);
  // Nothing but share links' records.
  await expect(auditor.getByTestId('history-row').filter({ hasNotText: '分享链接' })).toHaveCount(0);
  await auditor.close();
});

test('a stranger drops files into a file request: they land in the folder beside a same-named file, and the folder stays unseen', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await browser.newPage();
  await signIn(admin, CHEN);
  await apiSend(admin, 'PUT', `${DOC}/manage/share-link-rules`, { allowPublic: true, maxExpiryDays: null });
  await admin.close();

  const maker = await browser.newPage();
  await signIn(maker, ZHAO);
  const libraryId = ((await apiPost(maker, `${DOC}/doc_library`, { name: `收集 ${Date.now()}`, description: 'e2e' })).data as { id: number }).id;
  const folderId = ((await apiPost(maker, `${DOC}/file/folder`, { libraryId, name: '报名表' })).data as { id: number }).id;
  const csrf = (await maker.context().cookies()).find((cookie) => cookie.name === 'librarium_csrf')!.value;
  const existing = await maker.request.post(`${DOC}/file/upload?libraryId=${libraryId}&parentId=${folderId}`, {
    multipart: { file: { name: '报名.txt', mimeType: 'text/plain', buffer: Buffer.from('已有的报名表') } },
    headers: { 'x-csrf-token': decodeURIComponent(csrf) },
  });
  expect(existing.ok()).toBe(true);
  const link = (await apiPost(maker, `${DOC}/share-link`, { libraryId, nodeId: folderId, audience: 'public', mode: 'upload' })).data as { token: string; id: number };

  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await stranger.goto(`/s/${link.token}`);
  await expect(stranger.getByTestId('shared-drop-zone')).toBeVisible();
  await expect(stranger.getByTestId('shared-entry')).toHaveCount(0);
  await stranger.getByTestId('shared-file-input').setInputFiles({ name: '报名.txt', mimeType: 'text/plain', buffer: Buffer.from('新的报名表') });
  await expect(stranger.getByTestId('shared-upload')).toHaveText('报名.txt · 已上传');
  await strangerContext.close();

  const listed = await maker.request.get(`${DOC}/file/list?libraryId=${libraryId}&parentId=${folderId}`);
  const names = ((await listed.json()) as { data: { page: { content: { name: string }[] } } }).data.page.content.map((node) => node.name).sort();
  expect(names).toEqual(['报名 (1).txt', '报名.txt']);
  const uses = (await (await maker.request.get(`${DOC}/share-link/${link.id}/uses`)).json()) as { data: { event: string; name: string | null }[] };
  expect(uses.data.filter((use) => use.event === 'upload').map((use) => use.name)).toEqual(['报名 (1).txt']);
  await maker.close();
});
