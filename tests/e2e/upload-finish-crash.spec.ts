import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { listFolder, MB, openPersonalSpace, randomFile, signIn, storedFile, storedMd5, tempDir, UploadServer, uploadRow } from './upload-support';

/**
 * A server killed with SIGKILL while it turns a fully received upload into a file, then started again
 * on the same data: the browser's own queue, left alone, must bring the upload to the right file. The
 * spec runs its own server process, since Playwright's web server cannot be killed and restarted.
 */
test.describe.configure({ mode: 'serial' });

/** How often the spec looks at the upload while waiting for its finish to begin. */
const WATCH_MS = 2;

let server: UploadServer;
let files: string;

test.beforeAll(async () => {
  server = await UploadServer.create();
  files = tempDir();
});

test.afterAll(async () => {
  await server?.dispose();
  if (files) rmSync(files, { recursive: true, force: true });
});

interface UploadRecord {
  identifier: string;
  status: string;
}

function uploadsNamed(name: string): Promise<UploadRecord[]> {
  return server.withDatabase((db) => db.prepare('SELECT identifier, status FROM uploads WHERE name = ?').all(name) as UploadRecord[]);
}

/**
 * Watches the upload until the server starts finishing it, then kills the server there and then. The
 * finish lasts a fraction of a second (chunks are hashed as they arrive), so on a busy machine the watch
 * can miss it: the answer says whether the kill landed mid-finish.
 */
function killWhenFinishing(name: string): Promise<{ identifier: string; landed: boolean }> {
  return server.withDatabase(async (db) => {
    const query = db.prepare('SELECT identifier, status FROM uploads WHERE name = ?');
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
      const upload = query.get(name) as UploadRecord | undefined;
      if (upload && upload.status !== 'uploading') {
        await server.kill();
        const after = query.get(name) as UploadRecord;
        return { identifier: upload.identifier, landed: after.status === 'finishing' };
      }
      await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
    }
    throw new Error('the server never started finishing the upload');
  });
}

test('an upload whose server was killed while finishing it becomes the file once the server is back', async ({ page }) => {
  test.setTimeout(300_000);
  const base = server.url;
  await signIn(page, base);
  const { libraryId, folderId } = await openPersonalSpace(page, base);

  for (let attempt = 1; ; attempt += 1) {
    const name = `field-survey-${attempt}.tar`;
    // Large enough that sending it takes seconds, so the watch is in place long before the finish.
    const source = await randomFile(files, name, 300 * MB);
    await page.getByTestId('upload-input').setInputFiles(source.path);
    const row = uploadRow(page, name);
    const { identifier, landed } = await killWhenFinishing(name);

    if (landed) {
      // Nothing ran after the kill: the upload is left mid-finish.
      await expect(row).not.toHaveAttribute('data-status', 'success');
    } else {
      expect(attempt, 'the kill never landed while an upload was finishing').toBeLessThan(3);
    }

    // The page is left alone from here on: its queue retries by itself until the server takes the finish back.
    await server.start();
    await expect(row).toHaveAttribute('data-status', 'success', { timeout: 90_000 });
    await expect(page.locator(`[data-testid="file-row"][data-name="${name}"]`)).toBeVisible();

    const stored = await storedFile(page, base, libraryId, folderId, name);
    expect(stored.size).toBe(source.size);
    expect(await storedMd5(page, base, libraryId, stored.id)).toBe(source.md5);
    expect((await listFolder(page, base, libraryId, folderId)).filter((node) => node.name === name)).toHaveLength(1);

    // The same upload completed (not a fresh one), and nothing of it is left to collect.
    expect(await uploadsNamed(name)).toEqual([{ identifier, status: 'complete' }]);
    expect(await server.withDatabase((db) => db.prepare("SELECT count(*) AS n FROM uploads WHERE status = 'finishing'").get())).toEqual({ n: 0 });
    expect(readdirSync(path.dirname(server.partFile(identifier)))).toEqual([]);
    if (landed) break;
  }
});
