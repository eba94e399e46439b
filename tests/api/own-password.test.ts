import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../server/i18n/messages';
import { DIALECTS, build, createUser, type TestServer } from './support/build';

const PASSWORD = '/api/erp/password';
const ME = '/api/getuser';

describe.each(DIALECTS)('changing one’s own password on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await build(dialect);
    await createUser(server.db, 'li.na', { name: '李娜' });
    await createUser(server.db, 'sun.yu', { name: '孙宇' });
  });
  afterAll(() => server.close());

  it('ends the person’s other sessions and keeps the one that changed it; only the new password signs in', async () => {
    const laptop = await server.signIn('li.na', 'password-1');
    const phone = await server.signIn('li.na', 'password-1');
    expect((await phone.get(ME)).statusCode).toBe(200);

    const changed = await laptop.post(PASSWORD, { currentPassword: 'password-1', newPassword: 'new-password-2' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await laptop.get(ME)).statusCode).toBe(200);
    expect((await phone.get(ME)).statusCode).toBe(401);

    await expect(server.signIn('li.na', 'password-1')).rejects.toThrow();
    expect((await (await server.signIn('li.na', 'new-password-2')).get(ME)).statusCode).toBe(200);
  });

  it('refuses a wrong current password and leaves everything as it was', async () => {
    const laptop = await server.signIn('li.na', 'new-password-2');
    const other = await server.signIn('li.na', 'new-password-2');
    const refused = await laptop.post(PASSWORD, { currentPassword: 'password-1', newPassword: 'another-password-3' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(translate('zh-CN', 'wrongCurrentPassword'));
    expect((await other.get(ME)).statusCode).toBe(200);
  });

  it('tells someone who signs in through the company that there is no password here to change', async () => {
    const sun = await server.signIn('sun.yu', 'password-1');
    // As a person created at their first company sign-in is: no password of Librarium's own.
    await server.db.updateTable('users').set({ password_hash: null }).where('account', '=', 'sun.yu').execute();
    const refused = await sun.post(PASSWORD, { currentPassword: 'anything', newPassword: 'new-password-2' }, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(translate('en', 'noLocalPassword'));
    expect((await sun.get(ME)).statusCode).toBe(200);
  });
});
