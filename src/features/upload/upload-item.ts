import { extensionOf, fileTypeOf } from '../../../contract/files';
import type { ChunkRange } from './chunk-plan';
import { secondsRemaining } from './estimate';
import { SpeedMeter } from './speed-meter';
import {
  type ChunkStatus,
  type FileKind,
  type ItemDisplay,
  isSignedOut,
  type PersistedStatus,
  type PersistedUploadState,
  type UploadError,
  type UploadItemInput,
  type UploadItemSnapshot,
} from './types';

/** The engine's record of one item, and what it shows of it to the UI and to the host's storage. */

/** 'queued' waits for an opening (or for start()); 'open' has its permit, hash and chunks under way. */
type ItemState = 'queued' | 'open' | 'paused' | 'error' | 'success';

export interface Chunk extends ChunkRange {
  status: ChunkStatus;
  /** Consecutive failures, for the backoff. */
  failures: number;
  /** Refusals counted against `maxRetries`. */
  refusals: number;
  timer: ReturnType<typeof setTimeout> | null;
}

export interface Item {
  input: UploadItemInput;
  key: string;
  kind: FileKind;
  extension: string;
  state: ItemState;
  started: boolean;
  identifier: string | null;
  fileMd5: string | null;
  nodeId: number | null;
  instant: boolean;
  target: string | null;
  /** The permit's chunk size; the last chunk may be longer (see chunk-plan). */
  chunkSize: number;
  chunks: Chunk[];
  /** The server kept the identifier we asked to resume: some chunks may be there already. */
  resumed: boolean;
  /** The server has been told the MD5 (a permit carrying it was answered). */
  md5Sent: boolean;
  permitting: boolean;
  permitTimer: ReturnType<typeof setTimeout> | null;
  permitFailures: number;
  /** Every chunk is stored but none answered complete: a confirming permit is due. */
  needsConfirm: boolean;
  finalizing: number;
  hashController: AbortController | null;
  hashProgress: number;
  transfer: AbortController;
  /** Bumped whenever in-flight work of the item is abandoned, so late answers are ignored. */
  epoch: number;
  running: number;
  retrying: UploadError | null;
  error: UploadError | null;
  meter: SpeedMeter;
  /** The last persisted state sent to the host, serialised, so only changes are sent. */
  persisted: string;
  /** What an earlier run counted as held by the server, until this run's permit lists the chunks. */
  savedHeldBytes: number;
}

export const IN_FLIGHT: ReadonlySet<ChunkStatus> = new Set(['reading', 'uploading', 'progress']);

/** Spec §5's duplicate identifier: the same file (name, folder, size, date) to the same place. */
export function identityOf(input: UploadItemInput): string {
  const lastModified = input.lastModified ?? (input.file as Partial<File>).lastModified ?? 0;
  return JSON.stringify([input.name, input.relativePath, input.size, lastModified, input.libraryId, input.parentId, input.fileId ?? null]);
}

/** A new item, or one restored from the state an earlier engine persisted. */
export function createItem(input: UploadItemInput, autoStart: boolean): Item {
  const saved = input.state;
  const state: ItemState =
    saved?.status === 'success' ? 'success' : saved?.status === 'error' ? 'error' : saved?.status === 'paused' ? 'paused' : 'queued';
  return {
    input,
    key: identityOf(input),
    kind: fileTypeOf(input.name),
    extension: extensionOf(input.name),
    state,
    started: saved ? saved.status !== 'queued' || autoStart : autoStart,
    identifier: saved?.identifier ?? null,
    fileMd5: saved?.fileMd5 ?? null,
    nodeId: saved?.nodeId ?? null,
    instant: false,
    target: null,
    chunkSize: 0,
    chunks: [],
    resumed: false,
    md5Sent: false,
    permitting: false,
    permitTimer: null,
    permitFailures: 0,
    needsConfirm: false,
    finalizing: 0,
    hashController: null,
    hashProgress: saved?.fileMd5 ? 1 : 0,
    transfer: new AbortController(),
    epoch: 0,
    running: 0,
    retrying: null,
    error: state === 'error' ? (saved?.error ?? null) : null,
    meter: new SpeedMeter(),
    persisted: '',
    savedHeldBytes: saved?.heldBytes ?? 0,
  };
}

/** Bytes the server holds, by this run's chunks once known, else as an earlier run left it. */
function heldBytes(item: Item): number {
  if (!item.chunks.length) return item.savedHeldBytes;
  return item.chunks.reduce((sum, chunk) => sum + (chunk.status === 'success' || chunk.status === 'complete' ? chunk.end - chunk.start : 0), 0);
}

function display(item: Item): ItemDisplay {
  switch (item.state) {
    case 'success':
      return 'success';
    case 'error':
      return isSignedOut(item.error) ? 'signIn' : 'error';
    case 'paused':
      return 'paused';
    case 'open':
      return 'uploading';
    case 'queued':
      return 'waiting';
  }
}

export function persistedState(item: Item): PersistedUploadState {
  const status: PersistedStatus =
    item.state === 'queued' ? (item.started ? 'uploading' : 'queued') : item.state === 'open' ? 'uploading' : item.state;
  return { identifier: item.identifier, fileMd5: item.fileMd5, status, nodeId: item.nodeId, error: item.error, heldBytes: heldBytes(item) };
}

export function itemView(item: Item, now: number): UploadItemSnapshot {
  const { input } = item;
  const done = item.state === 'success';
  const uploadedBytes = done ? input.size : heldBytes(item);
  const averageSpeed = item.meter.average(now);
  const currentSpeed = item.state === 'open' ? item.meter.current(now) : 0;
  return {
    id: input.id,
    name: input.name,
    relativePath: input.relativePath,
    size: input.size,
    type: item.kind,
    extension: item.extension,
    libraryId: input.libraryId,
    parentId: input.parentId,
    fileId: input.fileId ?? null,
    status: display(item),
    started: item.started,
    progress: input.size > 0 ? uploadedBytes / input.size : 1,
    uploadedBytes,
    averageSpeed,
    currentSpeed,
    timeRemaining: done ? 0 : item.state === 'open' ? secondsRemaining(input.size - uploadedBytes, currentSpeed, averageSpeed) : null,
    hashProgress: item.hashProgress,
    fileMd5: item.fileMd5,
    identifier: item.identifier,
    instant: item.instant,
    nodeId: item.nodeId,
    chunks: item.chunks.map((chunk) => chunk.status),
    retrying: item.retrying,
    error: item.error,
  };
}
