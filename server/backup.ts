import { loadConfig } from './config';
import { backup } from './maintenance/backup';

/** `npm run backup -- <dir>`: a consistent copy of the data while the server runs. */
const dir = process.argv[2];
if (!dir) {
  console.error('usage: npm run backup -- <folder>');
  process.exit(2);
}
try {
  const manifest = await backup(loadConfig(), dir);
  const blobs = manifest.blobs.driver === 'local' ? `${manifest.blobs.files} files, ${manifest.blobs.bytes} bytes` : manifest.blobs.note;
  console.log(`Backup written to ${dir}: ${manifest.database.kind} database; blobs: ${blobs}`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
