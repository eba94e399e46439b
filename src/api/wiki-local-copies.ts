import { deleteDatabases } from '../lib/device-databases';
import { readStored, writeStored } from '../lib/local-store';

/**
 * The wiki editor keeps each opened page's shared document in an IndexedDB database of its own (per
 * person and page), so what was typed offline survives a reload. Those copies are readable by whoever
 * uses the browser next, so they go when the person signs out, as the saved query cache does.
 */
const DATABASE_PREFIX = 'librarium-wiki:';
/** Pages with local edits the server has not confirmed yet, by account: what a sign-out would lose. */
const UNSYNCED_KEY = 'librarium.wiki.unsynced';

type Unsynced = Record<string, number[]>;

function isUnsynced(value: unknown): value is Unsynced {
  return typeof value === 'object' && value !== null && Object.values(value).every((ids) => Array.isArray(ids) && ids.every((id) => typeof id === 'number'));
}

export function localCopyName(account: string, documentName: string): string {
  return `${DATABASE_PREFIX}${account}:${documentName}`;
}

/** Closers of the copies open in this tab: an open connection would hold a deletion back until it closes. */
const openCopies = new Set<() => Promise<void>>();

export function trackOpenCopy(close: () => Promise<void>): () => void {
  openCopies.add(close);
  return () => openCopies.delete(close);
}

/** Notes that a page has local edits the server has not confirmed (or no longer has). */
export function noteUnsynced(account: string, pageId: number, unsynced: boolean): void {
  const all = readStored<Unsynced>(UNSYNCED_KEY, {}, isUnsynced);
  const pages = new Set(all[account] ?? []);
  if (pages.has(pageId) === unsynced) return;
  if (unsynced) pages.add(pageId);
  else pages.delete(pageId);
  if (pages.size) all[account] = [...pages];
  else delete all[account];
  writeStored(UNSYNCED_KEY, Object.keys(all).length ? all : null);
}

/** How many pages of this person hold edits made here that the server has not confirmed. */
export function unsyncedPages(account: string | null): number {
  if (!account) return 0;
  return readStored<Unsynced>(UNSYNCED_KEY, {}, isUnsynced)[account]?.length ?? 0;
}

/** Deletes every wiki page copy on this device, of every person, after closing the ones open here. */
export async function wipeLocalCopies(): Promise<void> {
  await Promise.all([...openCopies].map((close) => close().catch(() => undefined)));
  openCopies.clear();
  writeStored(UNSYNCED_KEY, null);
  await deleteDatabases(DATABASE_PREFIX);
}
