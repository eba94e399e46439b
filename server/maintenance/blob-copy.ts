import fs from 'node:fs';
import path from 'node:path';

/**
 * Copies a local blob store file by file. Blobs never change once published (their name is their
 * hash), so a copy made while the server runs is exact; one purged meanwhile is simply skipped,
 * and staging files (bytes not yet published) are left out.
 */
export async function copyBlobs(from: string, to: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  async function walk(relative: string) {
    const entries = await fs.promises.readdir(path.join(from, relative), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      if (relative === '' && entry.name === '.staging') continue;
      const inner = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        await walk(inner);
        continue;
      }
      if (!entry.isFile()) continue;
      await fs.promises.mkdir(path.join(to, relative), { recursive: true });
      try {
        await fs.promises.copyFile(path.join(from, inner), path.join(to, inner), fs.constants.COPYFILE_EXCL);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      files += 1;
      bytes += (await fs.promises.stat(path.join(to, inner))).size;
    }
  }
  await walk('');
  return { files, bytes };
}
