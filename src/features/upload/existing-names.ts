import { PAGING } from '../../../contract/constants';
import { fileEndpoints } from '../../../contract/files';
import { api } from '../../api/client';

/** A folder bigger than this many pages is not read to its end; a name past it becomes a new version as before. */
const MAX_PAGES = 25;

/**
 * The names of the files a folder holds now, read from the file list a page at a time, so picked files
 * that would land on one of them can be asked about before anything is sent. Folders are left out: a
 * file cannot take a folder's name, and the server says so.
 */
export async function existingFileNames(libraryId: number, parentId: number): Promise<Set<string>> {
  const names = new Set<string>();
  const pageSize = PAGING.lists.maxSize;
  for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum += 1) {
    const { page } = await api.call(fileEndpoints.list, { query: { libraryId, parentId, sortField: 'name', sortType: 'asc', pageNum, pageSize } }, { globalError: false });
    for (const node of page.content) if (node.kind !== 'folder') names.add(node.name.normalize('NFC'));
    if (pageNum * pageSize >= page.totalElements) break;
  }
  return names;
}
