import type { Generated } from 'kysely';

/** Tables of library wikis. Times are epoch milliseconds. */

export interface WikiPagesTable {
  id: Generated<number>;
  library_id: number;
  /** Null at the top of the tree. */
  parent_id: number | null;
  title: string;
  position: number;
  created_by: number | null;
  created_at: number;
  updated_by: number | null;
  updated_at: number;
  /** In the library's recycle bin since; a sub-tree deleted together shares `trash_id`, the id of its top. */
  deleted_at: number | null;
  deleted_by: number | null;
  trash_id: number | null;
}

/** The page's Yjs state as last stored, and the plain text derived from it for search and reading. */
export interface WikiDocumentsTable {
  page_id: number;
  state: Uint8Array;
  text: string;
  state_bytes: number;
  pending_authors: string;
  /** Set while changes wait for a version; the pause sweep versions them after a quiet minute. */
  unversioned_since: number | null;
  updated_at: number;
}

export interface WikiVersionsTable {
  id: Generated<number>;
  page_id: number;
  number: number;
  name: string;
  kind: 'auto' | 'named' | 'restore';
  state: Uint8Array;
  text: string;
  /** JSON array of users.id. */
  authors: string;
  restored_from: number | null;
  created_by: number | null;
  created_at: number;
}

export interface WikiGrantsTable {
  page_id: number;
  grantee_type: 'user' | 'department' | 'group';
  grantee_id: number;
  access: 'read' | 'edit';
  created_by: number | null;
  created_at: number;
}

export interface WikiTables {
  wiki_pages: WikiPagesTable;
  wiki_documents: WikiDocumentsTable;
  wiki_versions: WikiVersionsTable;
  wiki_grants: WikiGrantsTable;
  wiki_search_fts: { rowid: number; tokens: string };
  wiki_search_vectors: { page_id: number; tsv: string };
}
