import { rmSync } from 'node:fs';
import { demoRepositoryDir } from '../../server/demo/demo-repo';

/** Removes the database and demo repository the run created; a data folder given from outside is left alone. */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir || process.env.E2E_DATA_DIR_CREATED !== '1') return;
  rmSync(dir, { recursive: true, force: true });
  rmSync(demoRepositoryDir(dir), { recursive: true, force: true });
}
