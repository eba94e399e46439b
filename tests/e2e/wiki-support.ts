import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** What the wiki specs share: a fresh library of the signed-in person, pages made through the API, and reading a page back. */

const DOC = '/api/ms/doc/api/user';
export const WIKI = `${DOC}/wiki`;

async function csrf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'librarium_csrf');
  if (!cookie) throw new Error('not signed in: no CSRF cookie');
  return decodeURIComponent(cookie.value);
}

/** A call with the page's session through its own request context, which the offline switch does not cut. */
async function send(request: APIRequestContext, token: string, method: 'POST' | 'PUT', path: string, data: unknown): Promise<unknown> {
  const response = await request.fetch(path, { method, data, headers: { 'x-csrf-token': token } });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { status: number; data: unknown; message?: string };
  expect(body.status, body.message).toBe(0);
  return body.data;
}

/** A new department library owned by whoever is signed in; its wiki starts empty. */
export async function createLibrary(page: Page, label: string): Promise<number> {
  const library = (await send(page.request, await csrf(page), 'POST', `${DOC}/doc_library`, { name: `${label} ${Date.now()}`, description: 'wiki' })) as { id: number };
  return library.id;
}

export async function createPage(page: Page, libraryId: number, title: string, parentId: number | null = null): Promise<number> {
  const created = (await send(page.request, await csrf(page), 'POST', `${WIKI}/${libraryId}/pages`, { title, parentId })) as { id: number };
  return created.id;
}

export interface StoredPage {
  title: string;
  text: string;
  parentId: number | null;
}

/** The page as the server has stored it. */
export async function readPage(page: Page, libraryId: number, pageId: number): Promise<StoredPage> {
  const response = await page.request.get(`${WIKI}/${libraryId}/pages/${pageId}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: StoredPage }).data;
}

export function wikiPath(libraryId: number, id: number | 'null'): string {
  return `/doc/lib/${libraryId}/wiki/list/${id}`;
}

export function editPath(libraryId: number, pageId: number): string {
  return `/doc/lib/${libraryId}/wiki/edit?id=${pageId}`;
}

export function treeRow(page: Page, title: string) {
  return page.locator(`[data-testid="wiki-tree-row"][data-title="${title}"]`);
}

/** Opens the editor of a page and waits until it has the server's copy. */
export async function openEditor(page: Page, libraryId: number, pageId: number) {
  await page.goto(editPath(libraryId, pageId));
  await expect(page.getByTestId('wiki-connection')).toHaveAttribute('data-state', 'synced', { timeout: 20_000 });
  const editor = page.getByTestId('wiki-editor');
  await expect(editor).toHaveAttribute('contenteditable', 'true');
  return editor;
}
