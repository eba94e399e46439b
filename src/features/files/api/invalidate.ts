import type { QueryClient } from '@tanstack/react-query';

/** After a change to a library's files: its listings, trees, details and recycle bin, and every search. */
export function invalidateLibraryFiles(queryClient: QueryClient, libraryId: number) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: ['files', libraryId] }), queryClient.invalidateQueries({ queryKey: ['search'] })]);
}
