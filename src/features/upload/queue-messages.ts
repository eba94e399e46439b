import type { SkipReason, UploadError, UploadItemSnapshot } from './types';
import type { UploadRecord } from './upload-record';

/**
 * What pages and the upload queue say to each other. The queue runs in the service worker (or, where
 * none is in control, in the page), so everything here survives structured cloning.
 */

/** The session values the worker cannot read itself (no document.cookie there); sent with every message. */
export interface SessionValues {
  account: string | null;
  csrf: string | null;
}

/** A file to queue: its record is in IndexedDB already, or (memory only) travels with the message. */
export type QueuedFile = { id: string; stored: true } | { id: string; stored: false; record: UploadRecord };

export type ItemCommand = 'start' | 'pause' | 'resume' | 'retry' | 'remove';

export type PageMessage =
  /**
   * A page connected: answer with the snapshot. `signedIn`: the page works with a live session (a
   * signed-in screen, or just signed in), so uploads waiting for sign-in go on; the sign-in page only looks.
   */
  | { type: 'upload:hello'; session: SessionValues; signedIn: boolean }
  | { type: 'upload:add'; session: SessionValues; files: QueuedFile[] }
  | { type: 'upload:command'; session: SessionValues; command: ItemCommand; id: string }
  /** The network may be back (`online`): everything waiting to retry goes now. */
  | { type: 'upload:wake'; session: SessionValues }
  /** Sent while uploads run, so the worker is not stopped for being idle. */
  | { type: 'upload:ping'; session: SessionValues }
  /** The person signed out: stop sending (their stored uploads wait for them to sign in again). */
  | { type: 'upload:sign-out'; session: SessionValues };

export type QueueMessage =
  | { type: 'upload:snapshot'; items: UploadItemSnapshot[] }
  | { type: 'upload:item'; item: UploadItemSnapshot }
  /** 'cancelled': the permit was refused; `error` says why. */
  | { type: 'upload:removed'; id: string; reason: 'removed' | 'cancelled'; error: UploadError | null }
  | { type: 'upload:skipped'; id: string; name: string; reason: SkipReason }
  | { type: 'upload:complete'; id: string; libraryId: number; parentId: number; nodeId: number | null; instant: boolean };

const PAGE_TYPES: ReadonlySet<string> = new Set(['upload:hello', 'upload:add', 'upload:command', 'upload:wake', 'upload:ping', 'upload:sign-out']);
const QUEUE_TYPES: ReadonlySet<string> = new Set(['upload:snapshot', 'upload:item', 'upload:removed', 'upload:skipped', 'upload:complete']);

function typeOf(data: unknown): string | null {
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
  return typeof type === 'string' ? type : null;
}

export function isPageMessage(data: unknown): data is PageMessage {
  return PAGE_TYPES.has(typeOf(data) ?? '');
}

export function isQueueMessage(data: unknown): data is QueueMessage {
  return QUEUE_TYPES.has(typeOf(data) ?? '');
}
