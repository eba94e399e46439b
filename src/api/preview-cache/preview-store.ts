import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { admit, browsingUsage, evictionsToFit, type StoredPreview } from './preview-budget';

/**
 * The bytes of previews kept on this device, for reading offline: the bytes in Cache Storage, their
 * accounting (size, last use, which library keeps them) and the person's cap in IndexedDB. The
 * service worker writes as previews are shown; the page changes the cap, clears, and keeps libraries.
 * Everything is the signed-in person's: it is wiped when they sign out or someone else signs in.
 */

const CACHE_NAME = 'librarium-previews';
const DB_NAME = 'librarium-offline-files';
const CAP_KEY = 'capBytes';
/** Counts wipes: a preview read for the person before a wipe must not land in the cache after it. */
const GENERATION_KEY = 'generation';
const MB = 1024 * 1024;
export const DEFAULT_PREVIEW_CAP_BYTES = 200 * MB;

/** A library kept for reading offline: what was stored of it and when. */
export interface KeptLibrary {
  libraryId: number;
  name: string;
  /** Files larger than this were listed but their previews not stored. */
  maxFileBytes: number;
  folders: number;
  /** Previews stored. */
  files: number;
  bytes: number;
  storedAt: number;
}

interface OfflineFilesDb extends DBSchema {
  previews: { key: string; value: StoredPreview };
  libraries: { key: number; value: KeptLibrary };
  settings: { key: string; value: number };
}

let database: Promise<IDBPDatabase<OfflineFilesDb>> | null = null;

function openStore(): Promise<IDBPDatabase<OfflineFilesDb>> {
  database ??= openDB<OfflineFilesDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('previews', { keyPath: 'url' });
      db.createObjectStore('libraries', { keyPath: 'libraryId' });
      db.createObjectStore('settings');
    },
  });
  return database;
}

/** Where storage exists at all (not in tests on Node, not in some private windows). */
function available(): boolean {
  return typeof indexedDB !== 'undefined' && typeof caches !== 'undefined';
}

/** One spelling of an address for the page and the worker alike. */
export function previewKey(url: string): string {
  return new URL(url, self.location.href).href;
}

export async function previewCapBytes(): Promise<number> {
  return (await (await openStore()).get('settings', CAP_KEY)) ?? DEFAULT_PREVIEW_CAP_BYTES;
}

async function dropFromCache(urls: readonly string[]) {
  if (!urls.length) return;
  const cache = await caches.open(CACHE_NAME);
  await Promise.all(urls.map((url) => cache.delete(url)));
}

/**
 * Stores the bytes of a preview just read. Bytes go into the cache before their accounting, so a
 * preview is never counted without its bytes; bytes left uncounted by a crash are swept at the
 * worker's next start.
 */
/** Resolves to the bytes stored, or null when the preview was not stored (larger than the cap, or wiped meanwhile). */
export async function storePreview(url: string, response: Response, keptBy: number | null): Promise<number | null> {
  const key = previewKey(url);
  const db = await openStore();
  const generation = (await db.get('settings', GENERATION_KEY)) ?? 0;
  const blob = await response.blob();
  const cap = await previewCapBytes();
  const existing = await db.get('previews', key);
  // A preview a library keeps stays kept when it is looked at again.
  const entry: StoredPreview = { url: key, bytes: blob.size, lastUsed: Date.now(), keptBy: keptBy ?? existing?.keptBy ?? null };
  if (entry.keptBy === null && entry.bytes > cap) return null;
  const headers = new Headers(response.headers);
  headers.set('Content-Length', String(blob.size));
  await (await caches.open(CACHE_NAME)).put(key, new Response(blob, { status: 200, headers }));
  const tx = db.transaction(['previews', 'settings'], 'readwrite');
  const previews = tx.objectStore('previews');
  if (((await tx.objectStore('settings').get(GENERATION_KEY)) ?? 0) !== generation) {
    await tx.done;
    await dropFromCache([key]);
    return null;
  }
  const plan = admit(await previews.getAll(), entry, cap);
  await Promise.all([previews.put(entry), ...plan.evicted.map((evicted) => previews.delete(evicted))]);
  await tx.done;
  await dropFromCache(plan.evicted);
  return entry.bytes;
}

/** The stored bytes of a preview, marked as just used; undefined when none are kept. */
export async function readStoredPreview(url: string): Promise<Response | undefined> {
  if (!available()) return undefined;
  const key = previewKey(url);
  const db = await openStore();
  const entry = await db.get('previews', key);
  if (!entry) return undefined;
  const response = await (await caches.open(CACHE_NAME)).match(key);
  if (!response) {
    await db.delete('previews', key);
    return undefined;
  }
  await db.put('previews', { ...entry, lastUsed: Date.now() });
  return response;
}

export interface PreviewUsage {
  /** Bytes of previews looked at, within the cap. */
  usedBytes: number;
  count: number;
  capBytes: number;
}

export async function previewUsage(): Promise<PreviewUsage> {
  if (!available()) return { usedBytes: 0, count: 0, capBytes: DEFAULT_PREVIEW_CAP_BYTES };
  const db = await openStore();
  const usage = browsingUsage(await db.getAll('previews'));
  return { usedBytes: usage.bytes, count: usage.count, capBytes: await previewCapBytes() };
}

/** A new cap; what no longer fits leaves at once, least recently used first. */
export async function setPreviewCapBytes(capBytes: number): Promise<void> {
  const db = await openStore();
  const tx = db.transaction(['previews', 'settings'], 'readwrite');
  const evicted = evictionsToFit(await tx.objectStore('previews').getAll(), capBytes);
  await Promise.all([tx.objectStore('settings').put(capBytes, CAP_KEY), ...evicted.map((url) => tx.objectStore('previews').delete(url))]);
  await tx.done;
  await dropFromCache(evicted);
}

/** Empties the capped part; kept libraries stay. */
export async function clearViewedPreviews(): Promise<void> {
  const db = await openStore();
  const tx = db.transaction('previews', 'readwrite');
  const viewed = (await tx.store.getAll()).filter((entry) => entry.keptBy === null).map((entry) => entry.url);
  await Promise.all(viewed.map((url) => tx.store.delete(url)));
  await tx.done;
  await dropFromCache(viewed);
}

export async function keptLibraries(): Promise<KeptLibrary[]> {
  if (!available()) return [];
  return (await openStore()).getAll('libraries');
}

export async function keptLibrary(libraryId: number): Promise<KeptLibrary | undefined> {
  if (!available()) return undefined;
  return (await openStore()).get('libraries', libraryId);
}

/** Records a library as kept before its previews arrive, so an interrupted first run can still be seen and removed. */
export async function markKeptLibrary(record: KeptLibrary): Promise<void> {
  await (await openStore()).put('libraries', record);
}

/**
 * Records what a library's offline copy now holds; its previews not in `kept` (files deleted,
 * replaced by a new version, grown past the size limit) are dropped.
 */
export async function saveKeptLibrary(record: KeptLibrary, kept: ReadonlySet<string>): Promise<void> {
  const db = await openStore();
  const tx = db.transaction(['previews', 'libraries'], 'readwrite');
  const previews = tx.objectStore('previews');
  const stale = (await previews.getAll()).filter((entry) => entry.keptBy === record.libraryId && !kept.has(entry.url)).map((entry) => entry.url);
  await Promise.all([tx.objectStore('libraries').put(record), ...stale.map((url) => previews.delete(url))]);
  await tx.done;
  await dropFromCache(stale);
}

/** Stops keeping a library: its stored previews go. */
export async function forgetKeptLibrary(libraryId: number): Promise<void> {
  const db = await openStore();
  const tx = db.transaction(['previews', 'libraries'], 'readwrite');
  const previews = tx.objectStore('previews');
  const mine = (await previews.getAll()).filter((entry) => entry.keptBy === libraryId).map((entry) => entry.url);
  await Promise.all([tx.objectStore('libraries').delete(libraryId), ...mine.map((url) => previews.delete(url))]);
  await tx.done;
  await dropFromCache(mine);
}

/** Bytes in the cache that no accounting names (a crash between the two writes) are dropped. */
export async function sweepUncounted(): Promise<void> {
  if (!available()) return;
  const counted = new Set(await (await openStore()).getAllKeys('previews'));
  const cache = await caches.open(CACHE_NAME);
  const uncounted = (await cache.keys()).filter((request) => !counted.has(request.url));
  await Promise.all(uncounted.map((request) => cache.delete(request)));
}

/** Forgets every stored preview and kept library (sign-out, another person signing in). The cap is the device's and stays. */
export async function wipeStoredPreviews(): Promise<void> {
  if (!available()) return;
  try {
    const db = await openStore();
    const tx = db.transaction(['previews', 'libraries', 'settings'], 'readwrite');
    const settings = tx.objectStore('settings');
    const generation = (await settings.get(GENERATION_KEY)) ?? 0;
    await Promise.all([tx.objectStore('previews').clear(), tx.objectStore('libraries').clear(), settings.put(generation + 1, GENERATION_KEY)]);
    await tx.done;
    await caches.delete(CACHE_NAME);
  } catch {
    // Without IndexedDB nothing was stored.
  }
}
