import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from './auth/password';
import type { Config } from './config';
import type { Db } from './db/database';
import { framedMessage } from './framed-message';
import { userRepo } from './modules/users/repo';

/**
 * The first start creates `admin`. Without ADMIN_PASSWORD a password is generated, printed once and
 * written beside the data so whoever installed the product can sign in. The password goes to stdout
 * as a framed plain-text message, not into a (JSON) log line where nobody would look for it and where
 * log collectors would keep it.
 */
export async function ensureAdmin(db: Db, config: Config, log: FastifyBaseLogger) {
  const users = userRepo(db);
  if (await users.findByAccount('admin')) return;
  const generated = !config.adminPassword;
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  await users.insert({
    account: 'admin',
    name: 'Administrator',
    email: '',
    phone: '',
    password_hash: await hashPassword(password),
    department_id: null,
    is_classify_admin: 1,
    is_active: 1,
    created_at: Date.now(),
  });
  if (generated) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const file = path.join(config.dataDir, 'initial-admin-password');
    fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
    process.stdout.write(
      `${framedMessage([
        'Librarium created the administrator account.',
        '',
        `  account:   admin`,
        `  password:  ${password}`,
        '',
        `The password is also in ${file}.`,
        'This message appears only on the first start.',
      ])}\n`,
    );
    log.info(`Created account "admin"; its generated password is in ${file}`);
  }
}
