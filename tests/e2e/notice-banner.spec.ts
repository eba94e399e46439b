import { expect, test } from '@playwright/test';
import { ENGINEER, signIn } from './support';

const CHEN = { account: 'chen.jie', password: 'demo-pass-1' };

// The banner shows on every page of everyone while it is up: no other test runs meanwhile.
test('Chen Jie posts a notice banner about a maintenance window and ends it from the back office', { lock: '-exclusive-' }, async ({ browser }) => {
  test.setTimeout(90_000);
  const text = `周六 22:00 系统维护 ${Date.now().toString(36)}`;
  const admin = await browser.newPage();
  await signIn(admin, CHEN);
  await admin.goto('/manage/notice');
  await admin.getByTestId('notice-content-input').fill(text);
  await admin.getByTestId('notice-publish').click();
  await expect(admin.getByTestId('notice-current-content')).toHaveText(text);
  await expect(admin.getByTestId('notice-current')).toContainText('陈杰');

  const reader = await browser.newPage();
  await signIn(reader, ENGINEER);
  await expect(reader.getByTestId('notice-banner')).toContainText(text);
  await reader.close();

  await admin.getByTestId('notice-end').click();
  await admin.getByTestId('confirm-ok').click();
  await expect(admin.getByTestId('notice-none')).toBeVisible();

  const later = await browser.newPage();
  await signIn(later, ENGINEER);
  await later.goto('/home');
  await expect(later.getByTestId('screen-home')).toBeVisible();
  await expect(later.getByTestId('notice-banner')).toHaveCount(0);

  // The system record holds both changes.
  await admin.goto('/manage/history?action=NOTICE_PUBLISH');
  await expect(admin.getByTestId('history-row').filter({ hasText: text })).toBeVisible();
  await admin.goto('/manage/history?action=NOTICE_END');
  await expect(admin.getByTestId('history-row').first()).toBeVisible();
});
