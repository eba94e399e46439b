import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { demoRepositoryDir } from './demo/demo-repo';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './demo/seed';

// The same configuration as the server (DATA_DIR, DATABASE_URL, relative paths from the project folder),
// so the demo lands where `npm start` reads; a running server is fine (SQLite in WAL mode, or PostgreSQL).
const config = loadConfig();
const target = config.database.kind === 'sqlite' ? config.database.file : config.database.url.replace(/\/\/[^@/]*@/, '//');
const databaseExisted = config.database.kind === 'postgres' || fs.existsSync(config.database.file);
const db = await openDatabase(config.database);
try {
  await migrateToLatest(db, config.database.kind === 'postgres' ? config.database.schema : undefined);
  await seedDemo(db, config);
  console.log(`Demo data loaded into ${config.dataDir} (database ${target}).`);
  if (!databaseExisted) {
    console.log('That folder had no database yet. A server started with another DATA_DIR will not see the demo: run the demo with the same DATA_DIR as the server.');
  }
  console.log(`Accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.account).join(', ')}`);
  console.log(`The demo code-check task has been scanned once. To scan it again from the server, start it with REPO_LOCAL_ROOTS=${path.dirname(demoRepositoryDir(config.dataDir))}`);
} finally {
  await db.destroy();
}
