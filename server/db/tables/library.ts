import type { Generated } from 'kysely';

/** Tables of document libraries. Times are epoch milliseconds; flags are 0/1 integers. */

export interface LibrariesTable {
  id: Generated<number>;
  kind: 'department' | 'project' | 'personal';
  name: string;
  description: string;
  classification: string;
  department_id: number | null;
  /** projects.id of a project library. */
  project_id: number | null;
  /** users.id of a personal library's owner. */
  owner_id: number | null;
  /** The folder node every file of the library hangs under; set right after the library is created. */
  root_id: number | null;
  retention_days: number;
  created_by: number | null;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
  deleted_by: number | null;
}

export interface LibraryGrantsTable {
  library_id: number;
  grantee_type: 'user' | 'department' | 'group';
  grantee_id: number;
  role: 'admin' | 'edit' | 'upload' | 'read';
  can_download: number;
  created_by: number | null;
  created_at: number;
}

interface LibraryFollowsTable {
  library_id: number;
  user_id: number;
  created_at: number;
}

interface ShareTemplatesTable {
  id: Generated<number>;
  name: string;
  /** JSON array of { granteeType, granteeId, role, download }. */
  grants: string;
  created_by: number;
  created_at: number;
  updated_at: number;
}

export interface NodesTable {
  id: Generated<number>;
  library_id: number;
  /** Null only for a library's root folder. */
  parent_id: number | null;
  kind: 'folder' | 'file';
  name: string;
  /** The current version of a file, and its blob, size and type copied here so listings need no join. */
  current_version_id: number | null;
  version_no: number;
  blob_sha256: string | null;
  size: number;
  mime: string;
  created_by: number | null;
  created_at: number;
  updated_by: number | null;
  updated_at: number;
  /** In the recycle bin since; the whole subtree deleted together shares `trash_id`, the id of its top. */
  deleted_at: number | null;
  deleted_by: number | null;
  trash_id: number | null;
}

export interface FileVersionsTable {
  id: Generated<number>;
  node_id: number;
  version_no: number;
  blob_sha256: string;
  size: number;
  mime: string;
  created_by: number | null;
  created_at: number;
}

/** One row per stored content; the bytes live in the blob store under `sha256`. */
interface BlobsTable {
  sha256: string;
  md5: string;
  size: number;
  /** How many file versions point here; the blob is collected when this reaches 0. */
  ref_count: number;
  created_at: number;
}

/** Text extracted from a blob when it was stored, for content search and snippets. */
interface BlobTextsTable {
  sha256: string;
  content: string;
}

/** SQLite only: FTS5 over the segmented text of each file, rowid = nodes.id. */
interface SearchFtsTable {
  rowid: number;
  tokens: string;
}

/** PostgreSQL only: a tsvector ('simple' config) over the segmented text of each file. */
interface SearchVectorsTable {
  node_id: number;
  tsv: string;
}

interface LibraryOperationsTable {
  id: Generated<number>;
  library_id: number;
  node_id: number | null;
  actor_id: number | null;
  action: string;
  /** The catalogue message that words the record's information, and its parameters as JSON; null: none. */
  information_key: string | null;
  information_params: string | null;
  created_at: number;
}

export interface LibraryTables {
  libraries: LibrariesTable;
  library_grants: LibraryGrantsTable;
  library_follows: LibraryFollowsTable;
  share_templates: ShareTemplatesTable;
  nodes: NodesTable;
  file_versions: FileVersionsTable;
  blobs: BlobsTable;
  blob_texts: BlobTextsTable;
  search_fts: SearchFtsTable;
  search_vectors: SearchVectorsTable;
  library_operations: LibraryOperationsTable;
}
