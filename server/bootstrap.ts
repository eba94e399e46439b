import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from './auth/password';
import type { Config } from './config';
import type { Db } from './db/database';
import { userRepo } from './modules/users/repo';

/**
 * The first start creates `admin`. Without ADMIN_PASSWORD a password is generated, printed once and
 * written beside the data so whoever installed the product can sign in.
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
    log.warn(`Created account "admin" with password ${password} (also written to ${file})`);
  }
}
