import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { demoRepositoryDir } from './demo/demo-repo';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './demo/seed';

const config = loadConfig();
const db = await openDatabase(config.database);
try {
  await migrateToLatest(db, config.database.kind === 'postgres' ? config.database.schema : undefined);
  await seedDemo(db, config.dataDir);
  console.log(`Demo data loaded. Accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.account).join(', ')}`);
  console.log(`To scan the demo repository, start the server with REPO_LOCAL_ROOTS=${path.dirname(demoRepositoryDir(config.dataDir))}`);
} finally {
  await db.destroy();
}
