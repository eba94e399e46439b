import { rmSync } from 'node:fs';

/** Removes the database the run created; a data folder given from outside is left alone. */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && process.env.E2E_DATA_DIR_CREATED === '1') rmSync(dir, { recursive: true, force: true });
}
