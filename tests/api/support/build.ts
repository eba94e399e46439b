import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../../../server/app';
import { hashPassword } from '../../../server/auth/password';
import { type Config, loadConfig } from '../../../server/config';
import type { Db } from '../../../server/db/database';
import type { App } from '../../../server/http/types';
import type { Metrics } from '../../../server/observability/metrics';
import { FIXTURE_REPO_ROOT } from '../../fixtures/make-repo';
import { ApiClient } from './client';

export const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const DIALECTS = ['sqlite', 'postgres'] as const;
export type Dialect = (typeof DIALECTS)[number];

export interface TestServer {
  app: App;
  db: Db;
  metrics: Metrics;
  config: Config;
  dataDir: string;
  /** Where this server keeps its state; `build(dialect, env, state)` starts another one on it. */
  state: ServerState;
  client(): ApiClient;
  signIn(account: string, password: string): Promise<ApiClient>;
  close(): Promise<void>;
}

export interface ServerState {
  dataDir: string;
  schema: string;
}

/**
 * A fresh server on its own database: a temp SQLite file, or a throwaway PostgreSQL schema. Given the
 * state of an earlier server it starts on that instead (a restart); `keep` leaves the state behind.
 */
export async function build(
  dialect: Dialect,
  env: Record<string, string> = {},
  reuse?: ServerState,
  keep = false,
  options: Omit<BuildOptions, 'logger'> = {},
): Promise<TestServer> {
  const dataDir = reuse?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-test-'));
  const schema = reuse?.schema ?? `t_${randomBytes(6).toString('hex')}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'admin-pass-1',
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    REPO_LOCAL_ROOTS: FIXTURE_REPO_ROOT,
    ...(dialect === 'postgres' ? { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema } : {}),
    ...env,
  });
  const { app, db, metrics } = await buildApp(config, { ...options, logger: false });
  await app.ready();
  const client = () => new ApiClient(app);
  return {
    app,
    db,
    metrics,
    config,
    dataDir,
    state: { dataDir, schema },
    client,
    async signIn(account, password) {
      const c = client();
      const response = await c.post('/api/erp/login', { username: account, password });
      if (response.statusCode !== 200) throw new Error(`sign-in of ${account} failed: ${response.body}`);
      return c;
    },
    async close() {
      await app.close();
      if (keep) return;
      if (dialect === 'postgres') await dropSchema(schema);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Removes a test's throwaway PostgreSQL schema. */
export async function dropSchema(schema: string) {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await admin.end();
}

let departmentCounter = 0;

export async function createDepartment(db: Db, name = `Dept ${++departmentCounter}`, parentId: number | null = null) {
  const row = await db.insertInto('departments').values({ name, parent_id: parentId }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function createUser(
  db: Db,
  account: string,
  options: { password?: string; name?: string; departmentId?: number | null; classifyAdmin?: boolean } = {},
) {
  const row = await db
    .insertInto('users')
    .values({
      account,
      name: options.name ?? account,
      email: `${account}@example.com`,
      phone: '',
      password_hash: await hashPassword(options.password ?? 'password-1'),
      department_id: options.departmentId ?? null,
      is_classify_admin: options.classifyAdmin ? 1 : 0,
      is_active: 1,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
