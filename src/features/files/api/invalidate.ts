import type { QueryClient } from '@tanstack/react-query';
import { fileKeys } from '../../../api/file-keys';
import { searchKeys } from '../../../api/search-keys';

/** After a change to a library's files: its listings, trees, details and recycle bin, and every search. */
export function invalidateLibraryFiles(queryClient: QueryClient, libraryId: number) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: fileKeys.library(libraryId) }), queryClient.invalidateQueries({ queryKey: searchKeys.all })]);
}
