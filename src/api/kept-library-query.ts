import { queryOptions } from '@tanstack/react-query';
import { keptLibrary } from './preview-cache/preview-store';

/** What this device keeps of a library for offline reading (null when nothing); read from the device, never the network. */
export function keptLibraryQuery(libraryId: number) {
  return queryOptions({
    queryKey: ['offline', 'kept', libraryId] as const,
    queryFn: async () => (await keptLibrary(libraryId)) ?? null,
    meta: { persist: false },
    networkMode: 'always',
    staleTime: 0,
  });
}
