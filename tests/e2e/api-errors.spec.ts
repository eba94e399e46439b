import { expect, test } from '@playwright/test';
import { signIn } from './support';

// Without a service worker the page's own calls can be answered on purpose.
test.use({ serviceWorkers: 'block' });

const SWITCH = '**/api/ms/doc/api/user/switch';
const PROJECT_PERMISSION = '**/api/ms/doc/api/user/ppm_project_doc_library/user_permission';

test.describe('how failed calls reach the person', () => {
  test('a server failure shows one system-error toast, however many calls failed', async ({ page }) => {
    await signIn(page);
    const failure = { status: 500, contentType: 'application/json', body: JSON.stringify({ status: 500, message: 'boom', data: null }) };
    await page.route(SWITCH, (route) => route.fulfill(failure));
    await page.route(PROJECT_PERMISSION, (route) => route.fulfill(failure));
    await page.reload();
    const toast = page.getByTestId('toast');
    await expect(toast).toHaveCount(1);
    await expect(toast).toHaveAttribute('data-type', 'error');
    await expect(toast).toContainText('服务器出错，请重试');
  });

  test('a failure with a message toasts that message', async ({ page }) => {
    await signIn(page);
    await page.route(SWITCH, (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ status: 409, message: '配置冲突', data: null }) }),
    );
    await page.reload();
    await expect(page.getByTestId('toast')).toContainText('配置冲突');
  });

  test('the no-permission event opens /420 with the server message', async ({ page }) => {
    await signIn(page);
    await page.route(SWITCH, (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ status: 420, message: '没有访问该文档库的权限', data: null }) }),
    );
    await page.reload();
    await expect(page).toHaveURL(/\/420\?m=/);
    await expect(page.getByTestId('exception-message')).toHaveText('没有访问该文档库的权限');
  });
});
