import { type APIRequestContext, type BrowserContext, expect as baseExpect, type Page } from '@playwright/test';

/**
 * What the offline specs share: a library of the signed-in person with a document in it, the pages a
 * person reads before the network goes, and what each of those pages must show from the offline copy.
 */

const DOC = '/api/ms/doc/api/user';

/** Page loads here go through a worker, a cache restore and several reloads on a shared machine: give them time. */
export const expect = baseExpect.configure({ timeout: 30_000 });

export interface ReadingList {
  libraryId: number;
  libraryName: string;
  fileId: number;
  fileName: string;
  personalFolder: string;
}

async function csrf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'librarium_csrf');
  if (!cookie) throw new Error('not signed in: no CSRF cookie');
  return decodeURIComponent(cookie.value);
}

/** A POST with the page's session (its own request context, which the offline switch does not cut). */
export async function post(request: APIRequestContext, token: string, path: string, data: unknown): Promise<unknown> {
  const response = await request.post(path, { data, headers: { 'x-csrf-token': token } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
}

/** A folder made in a library, as the file manager's "new folder" would. */
export async function createFolder(page: Page, base: string, libraryId: number, name: string): Promise<void> {
  await post(page.request, await csrf(page), `${base}${DOC}/file/folder`, { libraryId, name });
}

/** A department library with one Markdown document, and a folder in the person's own library. */
export async function prepareReading(page: Page, base: string, label: string): Promise<ReadingList> {
  const token = await csrf(page);
  const suffix = `${Date.now()}`;
  const libraryName = `${label} ${suffix}`;
  const library = (await post(page.request, token, `${base}${DOC}/doc_library`, { name: libraryName, description: 'offline' })) as { id: number };
  const fileName = `离线纪要-${suffix}.md`;
  const upload = await page.request.post(`${base}${DOC}/file/upload?libraryId=${library.id}`, {
    multipart: { file: { name: fileName, mimeType: 'text/markdown', buffer: Buffer.from('# 离线阅读\n\n火车上也能看。\n') } },
    headers: { 'x-csrf-token': token },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const fileId = ((await upload.json()) as { data: { files: { node: { id: number } }[] } }).data.files[0]!.node.id;
  const personal = (await (await page.request.get(`${base}${DOC}/doc_library/personal`)).json()) as { data: { id: number } };
  const personalFolder = `随身资料-${suffix}`;
  await createFolder(page, base, personal.data.id, personalFolder);
  return { libraryId: library.id, libraryName, fileId, fileName, personalFolder };
}

export function fileRow(page: Page, name: string) {
  return page.locator(`[data-testid="file-row"][data-name="${name}"]`);
}

/** The pages read before the network goes, each with what shows it has its content. */
export function readingPages(reading: ReadingList) {
  return {
    home: { path: '/doc', content: (page: Page) => expect(page.getByTestId('my-libraries')).toContainText(reading.libraryName) },
    library: { path: `/doc/lib/${reading.libraryId}/list`, content: (page: Page) => expect(fileRow(page, reading.fileName)).toBeVisible() },
    preview: {
      path: `/browse?libraryId=${reading.libraryId}&nodeId=${reading.fileId}`,
      content: (page: Page) => expect(page.getByTestId('preview-name')).toHaveText(reading.fileName),
    },
    personal: { path: '/personal', content: (page: Page) => expect(fileRow(page, reading.personalFolder)).toBeVisible() },
  };
}

export type ReadingPage = ReturnType<typeof readingPages>[keyof ReturnType<typeof readingPages>];

/** Reads every page online, each one a fresh page load, and waits for the worker to hold the shell. */
export async function readAll(page: Page, base: string, reading: ReadingList): Promise<void> {
  for (const entry of Object.values(readingPages(reading))) {
    await page.goto(`${base}${entry.path}`);
    await entry.content(page);
    // Read means read to the end: a page left before all its lists arrived has no full copy.
    await page.waitForLoadState('networkidle');
  }
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
}

/**
 * What a page opened without a server must show: its layout, the offline indicator, its saved content,
 * and no error toast (the indicator already says why nothing new arrives).
 */
export async function expectOfflineCopy(page: Page, entry: ReadingPage): Promise<void> {
  await expect(page.getByTestId('layout-outer').or(page.getByTestId('layout-full')).first()).toBeVisible();
  if (!entry.path.startsWith('/browse')) await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  const unread = page.locator('[data-unread]');
  try {
    await entry.content(page);
  } catch (failure) {
    // Say which lists the page found no copy of, when that is why it did not show.
    if (await unread.count()) throw new Error(`no offline copy of ${await unread.getAttribute('data-unread')}`, { cause: failure });
    throw failure;
  }
  await expect(unread).toHaveCount(0);
  await expect(page.getByTestId('toast')).toHaveCount(0);
}

const TOAST_SEEN = 'e2e.toast-seen';

/** Notes, across every load in the tab, any toast that showed up even for a moment. */
export async function watchToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    const note = () => {
      const toast = document.querySelector('[data-testid="toast"]');
      if (toast) sessionStorage.setItem(key, toast.textContent ?? '');
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true });
  }, TOAST_SEEN);
}

/** The text of a toast that showed up since `watchToasts`, or null. */
export function toastSeen(page: Page): Promise<string | null> {
  return page.evaluate((key) => sessionStorage.getItem(key), TOAST_SEEN);
}

/** The queries the offline copy of this browser holds, by their key. */
export function savedQueryKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = await indexedDB.databases();
    if (!names.some((entry) => entry.name === 'librarium')) return [];
    return new Promise<string[]>((resolve) => {
      const opening = indexedDB.open('librarium');
      opening.onerror = () => resolve([]);
      opening.onsuccess = () => {
        const db = opening.result;
        if (!db.objectStoreNames.contains('query-cache')) {
          db.close();
          resolve([]);
          return;
        }
        const reading = db.transaction('query-cache').objectStore('query-cache').getAll();
        reading.onsuccess = () => {
          db.close();
          const saved = reading.result as { clientState: { queries: { queryHash: string }[] } }[];
          resolve(saved.flatMap((entry) => entry.clientState.queries.map((query) => query.queryHash)));
        };
      };
    });
  });
}
