import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { listFolder, MB, openPersonalSpace, randomFile, signIn, storedFile, storedMd5, tempDir, UploadServer, uploadRow } from './upload-support';

/**
 * A server killed with SIGKILL while it turns a fully received upload into a file, then started again
 * on the same data: the browser's own queue, left alone, must bring the upload to the right file. The
 * spec runs its own server process, since Playwright's web server cannot be killed and restarted.
 */
test.describe.configure({ mode: 'serial' });

const NAME = 'field-survey-2026.tar';
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

/** Watches the upload until the server starts finishing it, then kills the server there and then. */
function killWhenFinishing(name: string): Promise<string> {
  return server.withDatabase(async (db) => {
    const query = db.prepare('SELECT identifier, status FROM uploads WHERE name = ?');
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
      const upload = query.get(name) as UploadRecord | undefined;
      if (upload?.status === 'finishing') {
        await server.kill();
        return upload.identifier;
      }
      expect(upload?.status ?? 'uploading', 'the kill must land while the upload is finishing').toBe('uploading');
      await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
    }
    throw new Error('the server never started finishing the upload');
  });
}

test('an upload whose server was killed while finishing it becomes the file once the server is back', async ({ page }) => {
  test.setTimeout(120_000);
  const base = server.url;
  // Large enough that sending it takes seconds, so the watch is in place long before the finish.
  const source = await randomFile(files, NAME, 300 * MB);
  await signIn(page, base);
  const { libraryId, folderId } = await openPersonalSpace(page, base);

  await page.getByTestId('upload-input').setInputFiles(source.path);
  const row = uploadRow(page, NAME);
  const identifier = await killWhenFinishing(NAME);

  // Nothing ran after the kill: the upload is left mid-finish, its received bytes still in the part file.
  expect(await uploadsNamed(NAME)).toEqual([{ identifier, status: 'finishing' }]);
  expect(existsSync(server.partFile(identifier))).toBe(true);
  await expect(row).not.toHaveAttribute('data-status', 'success');

  // The page is left alone from here on: its queue retries by itself until the server takes the finish back.
  await server.start();
  await expect(row).toHaveAttribute('data-status', 'success', { timeout: 60_000 });
  await expect(page.locator(`[data-testid="file-row"][data-name="${NAME}"]`)).toBeVisible();

  const stored = await storedFile(page, base, libraryId, folderId, NAME);
  expect(stored.size).toBe(source.size);
  expect(await storedMd5(page, base, libraryId, stored.id)).toBe(source.md5);
  expect((await listFolder(page, base, libraryId, folderId)).filter((node) => node.name.startsWith('field-survey'))).toHaveLength(1);

  // The same upload completed (not a fresh one), and nothing of it is left to collect.
  expect(await uploadsNamed(NAME)).toEqual([{ identifier, status: 'complete' }]);
  expect(await server.withDatabase((db) => db.prepare("SELECT count(*) AS n FROM uploads WHERE status = 'finishing'").get())).toEqual({ n: 0 });
  expect(readdirSync(path.dirname(server.partFile(identifier)))).toEqual([]);
});
