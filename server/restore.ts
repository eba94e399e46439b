import { loadConfig } from './config';
import { restore } from './maintenance/restore';

/** `npm run restore -- <dir>`: brings a backup back into an empty data folder; start the server afterwards. */
const dir = process.argv[2];
if (!dir) {
  console.error('usage: npm run restore -- <folder>');
  process.exit(2);
}
try {
  const config = loadConfig();
  await restore(config, dir);
  console.log(`Restored ${dir} into ${config.dataDir}${config.database.kind === 'postgres' ? ' and the configured PostgreSQL schema' : ''}; start the server on it.`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
