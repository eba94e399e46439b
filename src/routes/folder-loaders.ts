import type { QueryClient } from '@tanstack/react-query';
import { libraryDetailQuery } from '../api/libraries/library-detail';
import { libraryPermissionQuery } from '../api/library-permission';
import { fileListQuery } from '../features/files/api/file-list';
import { viewFromSearch } from '../features/files/file-list-view';
import { personalLibraryQuery } from '../features/library/api/personal-library';
import { loadScreenData } from './screen-data';

type FolderSearch = Parameters<typeof viewFromSearch>[0];

/** What the library's side navigation shows of it (its name, the links the person may use), beside the screen's own data. */
export async function loadLibrary(queryClient: QueryClient, libraryId: number): Promise<void> {
  await Promise.all([loadScreenData(queryClient, libraryDetailQuery(libraryId)), loadScreenData(queryClient, libraryPermissionQuery(libraryId))]);
}

/** A folder's listing with the same query the screen reads, started beside the screen's code rather than after it. */
export async function loadFolder(queryClient: QueryClient, libraryId: number, folderId: number | undefined, search: FolderSearch): Promise<void> {
  await loadScreenData(queryClient, fileListQuery(libraryId, folderId, viewFromSearch(search)));
}

/** A project library's folder: its listing, and the library whose name the project area's side navigation shows. */
export async function loadProjectFolder(queryClient: QueryClient, libraryId: number, folderId: number | undefined, search: FolderSearch): Promise<void> {
  await Promise.all([loadScreenData(queryClient, libraryDetailQuery(libraryId)), loadFolder(queryClient, libraryId, folderId, search)]);
}

/**
 * /personal: the person's own library, then its folder's listing. Asked even offline: the saved copy
 * answers, or the error screen says at once that this page was never read here (no retries: a query
 * that runs without network would never pause between them).
 */
export async function loadPersonalFolder(queryClient: QueryClient, search: FolderSearch & { folder?: number }): Promise<{ libraryId: number }> {
  const library = await queryClient.ensureQueryData({ ...personalLibraryQuery, networkMode: 'always', retry: false });
  await loadFolder(queryClient, library.id, search.folder, search);
  return { libraryId: library.id };
}
