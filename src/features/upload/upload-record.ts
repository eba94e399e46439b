import { extensionOf, fileTypeOf } from '../../../contract/files';
import type { ConflictChoice, PersistedUploadState, UploadItemInput, UploadItemSnapshot } from './types';

/**
 * One picked file as the queue keeps it in IndexedDB: the File itself (Chromium keeps its own copy of a
 * stored File's bytes, so it outlives a reload, a browser restart and the original being deleted), where
 * it goes and how far its upload got. Whoever runs the engine reads these back after a restart.
 */
export interface UploadRecord {
  id: string;
  /** Whose upload it is: another person signing in on this browser never runs it. */
  account: string;
  file: Blob;
  name: string;
  /** Folder path of a file picked as part of a folder (`a/b/c.txt` → `a/b`), '' for a single file. */
  relativePath: string;
  size: number;
  lastModified: number;
  libraryId: number;
  parentId: number;
  /** Upload as a new version of this file. */
  fileId?: number;
  /** The person's answer when the folder had a file of that name. */
  onConflict?: ConflictChoice;
  state: PersistedUploadState;
  /** Keeps the list in the order files were picked after the records are read back. */
  addedAt: number;
}

/** What an upload waits as before anything happened: started at once unless auto-start is off. */
export function initialState(autoStart: boolean): PersistedUploadState {
  return { identifier: null, fileMd5: null, status: autoStart ? 'uploading' : 'queued', nodeId: null, error: null };
}

export function inputOf(record: UploadRecord): UploadItemInput {
  return {
    id: record.id,
    file: record.file,
    name: record.name,
    relativePath: record.relativePath,
    size: record.size,
    lastModified: record.lastModified,
    libraryId: record.libraryId,
    parentId: record.parentId,
    ...(record.fileId !== undefined ? { fileId: record.fileId } : {}),
    ...(record.onConflict ? { onConflict: record.onConflict } : {}),
    state: record.state,
  };
}

/** How a picked file shows before the queue reports on it: waiting, nothing sent. */
export function waitingView(record: UploadRecord): UploadItemSnapshot {
  return {
    id: record.id,
    name: record.name,
    relativePath: record.relativePath,
    size: record.size,
    type: fileTypeOf(record.name),
    extension: extensionOf(record.name),
    libraryId: record.libraryId,
    parentId: record.parentId,
    fileId: record.fileId ?? null,
    status: 'waiting',
    started: record.state.status !== 'queued',
    progress: 0,
    uploadedBytes: 0,
    averageSpeed: 0,
    currentSpeed: 0,
    timeRemaining: null,
    hashProgress: 0,
    fileMd5: null,
    identifier: null,
    instant: false,
    nodeId: null,
    chunks: [],
    retrying: null,
    error: null,
  };
}
