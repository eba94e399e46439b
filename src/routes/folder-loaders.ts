import type { QueryClient } from '@tanstack/react-query';
import { fileListQuery } from '../features/files/api/file-list';
import { viewFromSearch } from '../features/files/file-list-view';
import { personalLibraryQuery } from '../features/library/api/personal-library';

type FolderSearch = Parameters<typeof viewFromSearch>[0];

/** Starts a folder's listing beside the screen's code rather than after it; the screen reads the same query. */
export function prefetchFolder(queryClient: QueryClient, libraryId: number, folderId: number | undefined, search: FolderSearch): void {
  void queryClient.prefetchQuery(fileListQuery(libraryId, folderId, viewFromSearch(search)));
}

/**
 * /personal: the person's own library, then its folder's listing. Asked even offline: the saved copy
 * answers, or the error screen says at once that this page was never read here (no retries: a query
 * that runs without network would never pause between them).
 */
export async function loadPersonalFolder(queryClient: QueryClient, search: FolderSearch & { folder?: number }): Promise<{ libraryId: number }> {
  const library = await queryClient.ensureQueryData({ ...personalLibraryQuery, networkMode: 'always', retry: false });
  prefetchFolder(queryClient, library.id, search.folder, search);
  return { libraryId: library.id };
}
