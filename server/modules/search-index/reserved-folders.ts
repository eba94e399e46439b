import { sql } from 'kysely';

/**
 * The folder at a library's root where the wiki keeps the images pasted into its pages. It belongs to the
 * wiki, not to the people browsing the files: it is left out of listings, the folder tree, recent files and
 * search, and cannot be renamed, moved or deleted (a page's images would break).
 */
export const WIKI_IMAGES_FOLDER = 'wiki-images';

/** Whether a node is the wiki's image folder: a folder of that name right under its library's root. */
export function isReservedFolder(node: { kind: string; name: string; parent_id: number | null }, rootId: number | null) {
  return node.kind === 'folder' && node.name === WIKI_IMAGES_FOLDER && node.parent_id !== null && node.parent_id === rootId;
}

/** Ids of every library's wiki image folder, as a subquery for `not in` conditions. */
export const reservedFolderIds = sql<number>`select r.id from nodes r join libraries rl on rl.root_id = r.parent_id where r.kind = 'folder' and r.name = ${WIKI_IMAGES_FOLDER}`;
