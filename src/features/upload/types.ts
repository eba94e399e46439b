import type { FileType } from '../../../contract/files';

/**
 * Public shapes of the upload engine. Nothing here touches the DOM: the same engine runs in the service
 * worker and, where no worker is in control, in the page.
 */

/** What the engine needs of the network: `fetch` itself, or a wrapper that adds the session headers. */
export type UploadTransport = (url: string, init: UploadRequestInit) => Promise<Response>;

export interface UploadRequestInit {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | FormData;
  signal: AbortSignal;
}

export type FileKind = Exclude<FileType, 'folder'>;

/**
 * What the host stores per item (IndexedDB) and hands back after a reload or a browser restart, so the
 * upload resumes where it stopped instead of starting again.
 */
export interface PersistedUploadState {
  /** The server's upload identifier once a permit has been granted. */
  identifier: string | null;
  /** The whole file's MD5 once hashed, so a resumed upload need not hash again. */
  fileMd5: string | null;
  status: PersistedStatus;
  /** The stored file once the upload is complete. */
  nodeId: number | null;
  error: UploadError | null;
  /**
   * Bytes the server held at the last count, so a list restored after a restart (a sign-in page
   * listing uploads that wait for it) shows how far each got before the server is asked again.
   */
  heldBytes?: number;
}

/** 'queued': added but not started (auto-start off); 'uploading': started and not finished. */
export type PersistedStatus = 'queued' | 'uploading' | 'paused' | 'error' | 'success';

export interface UploadItemInput {
  /** Chosen by the host; the key of its IndexedDB record. */
  id: string;
  file: Blob;
  name: string;
  /** Folder path of a file picked as part of a folder (`a/b/c.txt` → `a/b`), '' for a single file. */
  relativePath: string;
  size: number;
  /** Taken from the File when left out; part of the duplicate check. */
  lastModified?: number;
  libraryId: number;
  parentId: number;
  /** Upload as a new version of this file. */
  fileId?: number;
  /** What the server does when the folder has a file of that name: a new version of it, or keep both. */
  onConflict?: ConflictChoice;
  state?: PersistedUploadState;
}

/** A same-named file in the folder: replace it as a new version, or keep both (the upload renamed). */
export type ConflictChoice = 'version' | 'rename';

/**
 * Chunk statuses of spec §4, as this engine uses them:
 * - pending: not sent yet; waits for a slot, or (the last chunk) for the file's MD5 and the other chunks
 * - uploading: its upload has begun: asking the server whether it already holds it (resumed uploads and
 *   chunks that failed before)
 * - reading: its bytes are being read from the file
 * - progress: its bytes are on their way (fetch reports no upload progress, so a chunk is the unit)
 * - success: the server holds it
 * - complete: the server answered that this chunk completed the file
 * - retry: failed for now; waiting for the backoff delay or the network
 * - error: failed for good
 */
export type ChunkStatus = 'pending' | 'uploading' | 'reading' | 'success' | 'error' | 'complete' | 'progress' | 'retry';

/**
 * Item displays of spec §4, and 'signIn': stopped because the session lapsed, going on by itself once
 * the person signs in again.
 */
export type ItemDisplay = 'success' | 'error' | 'uploading' | 'paused' | 'waiting' | 'signIn';

/** A refusal that means the session lapsed, not that the upload is wrong. */
export function isSignedOut(error: UploadError | null | undefined): boolean {
  return error?.kind === 'server' && error.status === 401;
}

/**
 * Why an item failed or is retrying. `message` is the server's own (already localised) text when it sent
 * one; otherwise the UI localises `kind`.
 */
export interface UploadError {
  kind: UploadErrorKind;
  /** HTTP status when the server answered. */
  status?: number;
  message?: string;
}

type UploadErrorKind =
  /** The server could not be reached. */
  | 'network'
  /** The server refused (see `status` and `message`). */
  | 'server'
  /** The file's bytes can no longer be read (e.g. a stored File the browser lost). */
  | 'unreadable'
  /** Every chunk is stored but the server never reported the file complete. */
  | 'incomplete';

export interface UploadItemSnapshot {
  id: string;
  name: string;
  relativePath: string;
  size: number;
  type: FileKind;
  extension: string;
  libraryId: number;
  parentId: number;
  fileId: number | null;
  status: ItemDisplay;
  /** False while an item added with auto-start off waits for someone to start it. */
  started: boolean;
  /** 0-1, by bytes the server holds. */
  progress: number;
  uploadedBytes: number;
  /** Bytes per second sent while the item was uploading, over all of its active time. */
  averageSpeed: number;
  /** Bytes per second over the last few seconds. */
  currentSpeed: number;
  /** Seconds, or null while no speed is known yet. */
  timeRemaining: number | null;
  /** 0-1, how much of the file has been hashed. */
  hashProgress: number;
  fileMd5: string | null;
  identifier: string | null;
  /** The server already held the content: nothing was sent. */
  instant: boolean;
  nodeId: number | null;
  chunks: ChunkStatus[];
  /** A failure that is being retried (status stays 'uploading'). */
  retrying: UploadError | null;
  /** The failure that stopped the item (status 'error'). */
  error: UploadError | null;
}

export type SkipReason = 'empty' | 'duplicate';

export type UploadEvent =
  | { type: 'item'; item: UploadItemSnapshot }
  | { type: 'persist'; id: string; state: PersistedUploadState }
  | { type: 'skipped'; id: string; name: string; reason: SkipReason }
  /** 'cancelled': the permit was refused (spec §7): show `error` and drop the item and its stored file. */
  | { type: 'removed'; id: string; reason: 'removed' | 'cancelled'; error: UploadError | null }
  | { type: 'complete'; id: string; nodeId: number | null; instant: boolean };

export type UploadListener = (event: UploadEvent) => void;

/** Which actions the upload list offers for an item (spec §4). */
export interface ItemActions {
  pause: boolean;
  resume: boolean;
  retry: boolean;
  remove: boolean;
}

export function itemActions(status: ItemDisplay): ItemActions {
  return {
    pause: status === 'waiting' || status === 'uploading',
    resume: status === 'paused',
    // A lapsed session is not retried by hand: signing in again resumes it.
    retry: status === 'error',
    remove: status !== 'success',
  };
}
