import {
  type PersistedClient,
  type Persister,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/query-persist-client-core';
import type { Query, QueryClient } from '@tanstack/react-query';
import { type IDBPDatabase, openDB } from 'idb';
import { CACHE_MAX_AGE_MS } from './query-client';

const DB_NAME = 'librarium';
const STORE = 'query-cache';
const SAVE_THROTTLE_MS = 1000;

let database: Promise<IDBPDatabase> | null = null;

function openStore(): Promise<IDBPDatabase> {
  database ??= openDB(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore(STORE);
    },
  });
  return database;
}

/** One saved cache per person and release: data shaped by another version is never read. */
function cacheKey(account: string, version: string = __APP_VERSION__): string {
  return `${account}@${version}`;
}

/**
 * Whether a query goes into the offline copy: anything holding data, unless it asked to stay out. A
 * query whose last refetch failed still holds its last good data, and losing it from the copy would
 * leave the next offline visit with nothing.
 */
export function shouldPersistQuery(query: Query): boolean {
  return query.state.data !== undefined && query.meta?.persist !== false;
}

/** The saved copy keeps the last good data as good data: the failure that followed was of that moment. */
export function lastGoodState(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error' ? { ...query, state: { ...query.state, status: 'success' as const, error: null, fetchFailureCount: 0, fetchFailureReason: null } } : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

function idbPersister(key: string): Persister & { cancel(): void; flush(): void } {
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let db: IDBPDatabase | null = null;
  void openStore()
    .then((opened) => (db = opened))
    .catch(() => undefined);

  function write() {
    if (timer) clearTimeout(timer);
    timer = null;
    const latest = pending;
    pending = null;
    if (!latest) return;
    if (db) {
      // With the store already open the write is queued in this very call, and committed at once
      // rather than once the page has heard back: that is what lets it outlive a page being unloaded.
      const transaction = db.transaction(STORE, 'readwrite');
      void transaction.store.put(latest, key).catch(() => undefined);
      void transaction.done.catch(() => undefined);
      (transaction as unknown as { commit?: () => void }).commit?.();
    } else void openStore().then((opened) => opened.put(STORE, latest, key));
  }

  return {
    /** Drops a save still waiting, so a wiped cache cannot be written back a second later. */
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
    },
    /** Writes a waiting save now: the page is going away (reload, close, another tab in front). */
    flush: write,
    // The cache changes on every fetch; writing at most once a second keeps IndexedDB quiet.
    persistClient(client) {
      pending = lastGoodState(client);
      timer ??= setTimeout(write, SAVE_THROTTLE_MS);
    },
    async restoreClient() {
      return (await (await openStore()).get(STORE, key)) as PersistedClient | undefined;
    },
    async removeClient() {
      await (await openStore()).delete(STORE, key);
    },
  };
}

/**
 * Keeps the query cache of the signed-in person in IndexedDB so screens read offline. Saved caches
 * of other people or releases are deleted when a cache starts; `wipe` forgets everything (logout,
 * another person signing in).
 */
export function createCachePersistence(queryClient: QueryClient) {
  let unsubscribe: (() => void) | null = null;
  let active: ReturnType<typeof idbPersister> | null = null;

  // A reload or a closed tab within the second a save waits would lose what was just read.
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', () => active?.flush());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') active?.flush();
    });
  }

  function stop() {
    unsubscribe?.();
    unsubscribe = null;
    active?.cancel();
    active = null;
  }

  return {
    /** Resolves to whether saved data was put back into the cache. */
    async start(account: string, options: { restore: boolean }): Promise<boolean> {
      stop();
      const key = cacheKey(account);
      const persister = idbPersister(key);
      active = persister;
      let restored = false;
      try {
        const db = await openStore();
        const keys = await db.getAllKeys(STORE);
        await Promise.all(keys.filter((other) => other !== key).map((other) => db.delete(STORE, other)));
        if (options.restore) {
          await persistQueryClientRestore({ queryClient, persister, maxAge: CACHE_MAX_AGE_MS, buster: __APP_VERSION__ });
          restored = queryClient.getQueryCache().getAll().some((query) => query.state.data !== undefined);
          // Saved data shows at once but never counts as fresh: the cache is saved at most once a
          // second, so it can predate the last change; every screen checks with the server.
          for (const query of queryClient.getQueryCache().getAll()) query.invalidate();
        }
      } catch {
        // Without IndexedDB (some private windows) the app still works, only not offline.
        return false;
      }
      unsubscribe = persistQueryClientSubscribe({
        queryClient,
        persister,
        buster: __APP_VERSION__,
        dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
      });
      return restored;
    },
    stop,
    async wipe() {
      stop();
      try {
        await (await openStore()).clear(STORE);
      } catch {
        // Nothing was saved where IndexedDB is unavailable.
      }
    },
  };
}

export type CachePersistence = ReturnType<typeof createCachePersistence>;
