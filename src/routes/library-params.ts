import { notFound } from '@tanstack/react-router';
import { parseId } from './library-search-schemas';

/** `$libraryId` as a number; an address with anything else names no library. */
export const libraryIdParams = {
  parse: ({ libraryId }: { libraryId: string }) => {
    const id = parseId(libraryId);
    if (id === null) throw notFound();
    return { libraryId: id };
  },
  stringify: ({ libraryId }: { libraryId: number }) => ({ libraryId: String(libraryId) }),
};

/**
 * `{-$tab}/{-$id}` of the file manager: the only tab is `folder`, with the folder's id; the root has
 * neither. A malformed folder id names nothing.
 */
export const folderParams = {
  parse: ({ tab, id }: { tab?: string; id?: string }): { tab?: string; id?: number } => {
    if (id === undefined) return { tab };
    const folder = parseId(id);
    if (folder === null) throw notFound();
    return { tab, id: folder };
  },
  stringify: ({ tab, id }: { tab?: string; id?: number }) => ({ tab, id: id === undefined ? undefined : String(id) }),
};

/** Whether the address is already the canonical one for its folder (otherwise it is redirected). */
export function isCanonicalFolder(params: { tab?: string; id?: number }): boolean {
  return params.id === undefined ? params.tab === undefined : params.tab === 'folder';
}
