import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';

/** The p-th percentile of ascending `sorted` (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One latency figure in the benches' line format. */
export function latencyLine(label: string, times: readonly number[], digits = 1): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `${label}: p50 ${percentile(sorted, 50).toFixed(digits)} ms p95 ${percentile(sorted, 95).toFixed(digits)} ms`;
}

/**
 * The real app in this process on a throwaway data folder: SQLite by default, PostgreSQL in a
 * throwaway schema when BENCH_DATABASE_URL is set. `close` removes everything it made.
 */
export async function startBenchServer(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-bench-'));
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'bench-admin-1',
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    RECYCLE_SWEEP_HOURS: '0',
    ...(postgresUrl ? { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema } : {}),
    ...env,
  });
  const { app, db } = await buildApp(config, { logger: false });
  return {
    app,
    db,
    config,
    dialect: postgresUrl ? ('postgres' as const) : ('sqlite' as const),
    async close() {
      await app.close();
      if (postgresUrl) {
        const admin = new pg.Client({ connectionString: postgresUrl });
        await admin.connect();
        await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await admin.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
