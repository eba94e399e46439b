/** Chunked uploads in progress; they live in the database so a restarted server resumes them. */
export interface UploadsTable {
  identifier: string;
  user_id: number;
  library_id: number;
  /** The folder the picked file or folder was dropped on. */
  parent_id: number;
  /** Set when the upload adds a version to this file. */
  file_id: number | null;
  name: string;
  relative_path: string;
  size: number;
  chunk_size: number;
  total_chunks: number;
  md5: string | null;
  /** uploading, finishing, complete or failed. */
  status: string;
  node_id: number | null;
  /** The part store's handle for the upload (an S3 multipart upload id); null for part files. */
  store_handle: string | null;
  created_at: number;
  updated_at: number;
}

interface UploadChunksTable {
  identifier: string;
  chunk_number: number;
  /** The part store's tag for the chunk (an S3 part's ETag); null for part files. */
  tag: string | null;
}

export interface UploadTables {
  uploads: UploadsTable;
  upload_chunks: UploadChunksTable;
}
