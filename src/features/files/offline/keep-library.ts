import { observable } from '@legendapp/state';
import type { QueryClient } from '@tanstack/react-query';
import type { FileNode } from '../../../../contract/files';
import { previewKind } from '../../../../contract/preview-kind';
import { ApiError, isRefusal } from '../../../api/api-error';
import { filePreviewUrl } from '../../../api/content-urls';
import { fileVersionsQuery } from '../../../api/file-versions';
import { nodeInfoQuery } from '../../../api/node-info';
import { KEEP_REQUEST_HEADER } from '../../../api/preview-cache/preview-address';
import { type KeptLibrary, keptLibraries, keptLibrary, markKeptLibrary, previewKey, saveKeptLibrary, storePreview } from '../../../api/preview-cache/preview-store';
import { fileListQuery } from '../api/file-list';
import { folderTreeQuery } from '../api/folder-tree';
import { viewFromSearch } from '../file-list-view';

/** The kinds whose preview is worth keeping: what the browse screen draws itself (not audio or video streams). */
const KEPT_KINDS: ReadonlySet<string> = new Set(['image', 'pdf', 'office', 'text', 'code', 'markdown']);
/** Previews fetched at once while keeping: enough to overlap waiting, few enough to leave the server room. */
const PARALLEL_PREVIEWS = 3;

export type KeepProgress =
  | { phase: 'folders'; folders: number }
  | { phase: 'previews'; folders: number; done: number; total: number }
  | { phase: 'done'; record: KeptLibrary }
  | { phase: 'failed'; message: string };

/** Each library's keeping run as the screens show it; it outlives the screen that started it. */
export const keepProgress = observable<Record<number, KeepProgress | undefined>>({});
const running = new Map<number, Promise<KeptLibrary>>();

/** The view a plain link to a folder shows, so the stored lists are exactly the ones the screen reads. */
const PLAIN_VIEW = (() => {
  const { sortField, sortType, pageSize } = viewFromSearch({});
  return { sortField, sortType, pageSize };
})();

/** Every folder's listing (all its pages) and sub-folder tree, from the root down; the files found on the way. */
async function storeFolders(queryClient: QueryClient, libraryId: number, onFolder: (count: number) => void): Promise<{ folders: number; files: FileNode[] }> {
  const files: FileNode[] = [];
  const waiting: (number | undefined)[] = [undefined];
  let folders = 0;
  while (waiting.length) {
    const folderId = waiting.shift();
    for (let pageNum = 1; ; pageNum += 1) {
      const listing = await queryClient.fetchQuery({ ...fileListQuery(libraryId, folderId, { ...PLAIN_VIEW, pageNum }), staleTime: 0 });
      for (const node of listing.page.content) {
        if (node.kind === 'folder') waiting.push(node.id);
        else files.push(node);
      }
      if (pageNum >= listing.page.totalPages) break;
    }
    await queryClient.fetchQuery({ ...folderTreeQuery(libraryId, folderId), staleTime: 0 });
    folders += 1;
    onFolder(folders);
  }
  return { folders, files };
}

/** A file's details and versions for the browse screen, and its preview's bytes when it is small enough; the bytes stored. */
async function storeFile(queryClient: QueryClient, file: FileNode, maxFileBytes: number, kept: Set<string>): Promise<number> {
  try {
    // Both lists the browse screen reads: without the versions it would count as never read offline.
    await Promise.all([
      queryClient.fetchQuery({ ...nodeInfoQuery(file.libraryId, file.id), staleTime: 0 }),
      queryClient.fetchQuery({ ...fileVersionsQuery(file.libraryId, file.id), staleTime: 0 }),
    ]);
  } catch (failure) {
    // Deleted or hidden since it was listed: nothing to keep of it.
    if (failure instanceof ApiError && failure.httpStatus !== undefined && failure.httpStatus < 500) return 0;
    throw failure;
  }
  if (!KEPT_KINDS.has(previewKind(file.name, file.mime)) || file.size > maxFileBytes) return 0;
  const url = filePreviewUrl(file.libraryId, file.id, file.version);
  const response = await fetch(url, { credentials: 'same-origin', headers: { [KEEP_REQUEST_HEADER]: '1' } });
  // A file the server cannot preview (a broken Office file) is simply not kept.
  if (!response.ok) return 0;
  const bytes = await storePreview(url, response, file.libraryId);
  if (bytes === null) return 0;
  kept.add(previewKey(url));
  return bytes;
}

async function run(queryClient: QueryClient, libraryId: number, name: string, maxFileBytes: number): Promise<KeptLibrary> {
  const progress = keepProgress[libraryId]!;
  if (!(await keptLibrary(libraryId))) await markKeptLibrary({ libraryId, name, maxFileBytes, folders: 0, files: 0, bytes: 0, storedAt: Date.now() });
  progress.set({ phase: 'folders', folders: 0 });
  const { folders, files } = await storeFolders(queryClient, libraryId, (count) => progress.set({ phase: 'folders', folders: count }));
  const kept = new Set<string>();
  let done = 0;
  let bytes = 0;
  progress.set({ phase: 'previews', folders, done, total: files.length });
  const queue = [...files];
  await Promise.all(
    Array.from({ length: PARALLEL_PREVIEWS }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        bytes += await storeFile(queryClient, file, maxFileBytes, kept);
        done += 1;
        progress.set({ phase: 'previews', folders, done, total: files.length });
      }
    }),
  );
  const record: KeptLibrary = { libraryId, name, maxFileBytes, folders, files: kept.size, bytes, storedAt: Date.now() };
  await saveKeptLibrary(record, kept);
  progress.set({ phase: 'done', record });
  return record;
}

/**
 * Stores a library for reading offline: every folder list into the query cache (which the page keeps
 * in IndexedDB), each file's details, and the previews of files up to `maxFileBytes`. Running it again
 * brings the copy up to date; a second call while one runs joins it.
 */
export function keepLibraryOffline(queryClient: QueryClient, libraryId: number, name: string, maxFileBytes: number): Promise<KeptLibrary> {
  const current = running.get(libraryId);
  if (current) return current;
  keepProgress[libraryId]!.set({ phase: 'folders', folders: 0 });
  const job = run(queryClient, libraryId, name, maxFileBytes)
    .catch((failure: unknown) => {
      keepProgress[libraryId]!.set({ phase: 'failed', message: failure instanceof Error ? failure.message : String(failure) });
      throw failure;
    })
    .finally(() => running.delete(libraryId));
  running.set(libraryId, job);
  return job;
}

/** Whether the server says the person may no longer read the library (or it is gone). */
function lostAccess(failure: unknown): boolean {
  return isRefusal(failure, 'FORBIDDEN') || isRefusal(failure, 'NOT_FOUND');
}

/**
 * Brings every kept library up to date, one after another. A library the person may no longer read
 * is no longer kept: its bytes must not outlive their permission.
 */
export async function refreshKeptLibraries(queryClient: QueryClient, forget: (libraryId: number) => Promise<void>): Promise<void> {
  for (const library of await keptLibraries()) {
    try {
      await keepLibraryOffline(queryClient, library.libraryId, library.name, library.maxFileBytes);
    } catch (failure) {
      if (lostAccess(failure)) await forget(library.libraryId);
      // Otherwise the server went away meanwhile: the copy stays as it was until the next visit.
    }
  }
}
