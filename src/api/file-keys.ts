import type { z } from 'zod';
import type { sortField, sortType } from '../../contract/files';
import type { PageQuery } from '../../contract/page';

/** How a folder's listing is asked for: its order and page. */
export interface FolderListing {
  sortField: z.infer<typeof sortField>;
  sortType: z.infer<typeof sortType>;
  pageNum: number;
  pageSize: number;
}

/**
 * Every query key of the file manager. All of one library's start with `['files', libraryId]`, so a
 * change to its files (here, or an upload finishing) refreshes listings, trees, details and the
 * recycle bin at once by invalidating `fileKeys.library(libraryId)`.
 */
export const fileKeys = {
  library: (libraryId: number) => ['files', libraryId] as const,
  list: (libraryId: number, folderId: number | undefined, view: FolderListing) => ['files', libraryId, 'list', folderId ?? 'root', view] as const,
  tree: (libraryId: number, parentId: number | undefined) => ['files', libraryId, 'tree', parentId ?? 'root'] as const,
  info: (libraryId: number, nodeId: number) => ['files', libraryId, 'info', nodeId] as const,
  versions: (libraryId: number, nodeId: number) => ['files', libraryId, 'versions', nodeId] as const,
  recycle: (libraryId: number, page: PageQuery) => ['files', libraryId, 'recycle', page] as const,
};
