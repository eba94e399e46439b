import type { UploadEngine } from './engine';
import type { PageMessage, QueuedFile, QueueMessage } from './queue-messages';
import type { PersistedUploadState, UploadEvent, UploadItemSnapshot } from './types';
import { inputOf, type UploadRecord } from './upload-record';
import type { UploadRecordStore } from './upload-store';

interface UploadQueueDeps {
  /** Null where IndexedDB cannot be used: uploads then live only as long as whoever runs the queue. */
  store: UploadRecordStore | null;
  /** An engine sending as `account`; a new one is made when another person signs in on this browser. */
  createEngine: (account: string) => UploadEngine;
  /** To every open page. */
  broadcast: (message: QueueMessage) => void;
  /** How often speeds and time remaining are sent again while something uploads. */
  tickMs?: number;
  /** Storage failures: the upload goes on, but it will not survive a restart. */
  onStoreError?: (error: unknown) => void;
  /** How long an item's changes are gathered into one message to the pages. */
  itemBatchMs?: number;
}

export interface UploadQueue {
  /** Picks up the last person's stored uploads (worker start, activation). Safe to call again. */
  boot(): Promise<void>;
  /** Handles a page's message; the answer, if any, is for every page. */
  handle(message: PageMessage): Promise<QueueMessage | null>;
  /** The network or the server may be back: waiting retries go now. */
  wake(): Promise<void>;
  /** Resolves once nothing uploads or waits to (Background Sync holds its event open on it). */
  settled(): Promise<void>;
  snapshot(): UploadItemSnapshot[];
  dispose(): void;
}

/**
 * The host of the upload engine: the same code in the service worker and, where no worker is in control,
 * in the page. It keeps IndexedDB in step with the engine (state on every change, the record dropped
 * once the server holds the file or the upload is cancelled), restores stored uploads when it starts,
 * and tells every page what happens.
 */
export function createUploadQueue(deps: UploadQueueDeps): UploadQueue {
  const { store, broadcast } = deps;
  const tickMs = deps.tickMs ?? 1000;
  let account: string | null = null;
  let engine: UploadEngine | null = null;
  let stopListening: (() => void) | null = null;
  let ticker: ReturnType<typeof setInterval> | null = null;
  let booted: Promise<void> | null = null;
  let disposed = false;
  // Messages are handled one after another: an account switch must not interleave with an add.
  let turn: Promise<unknown> = Promise.resolve();
  // Store writes keep the order of the engine's events (a state write must not land after the delete).
  let writes: Promise<void> = Promise.resolve();
  const targets = new Map<string, { libraryId: number; parentId: number }>();
  // A chunk changes its item's state several times within milliseconds (reading, sending, stored), and a
  // folder of small files finishes many chunks at once: each item's latest view goes to the pages once per
  // batch, and each item's latest state to IndexedDB once per write turn, instead of one of each per change.
  const itemBatchMs = deps.itemBatchMs ?? 50;
  const pendingItems = new Map<string, UploadItemSnapshot>();
  let itemFlush: ReturnType<typeof setTimeout> | null = null;
  const pendingStates = new Map<string, PersistedUploadState>();

  /** Sends the views gathered so far; called before any message about an item's end, so the pages see them in order. */
  function flushItems(): void {
    if (itemFlush) clearTimeout(itemFlush);
    itemFlush = null;
    const items = [...pendingItems.values()];
    pendingItems.clear();
    for (const item of items) broadcast({ type: 'upload:item', item });
  }

  function queueItem(item: UploadItemSnapshot): void {
    pendingItems.set(item.id, item);
    itemFlush ??= setTimeout(flushItems, itemBatchMs);
  }

  /** Writes the item's newest state once the writes before it are done; states that came meanwhile are skipped. */
  function persist(id: string, state: PersistedUploadState): void {
    const queued = pendingStates.has(id);
    pendingStates.set(id, state);
    if (queued) return;
    write(async (records) => {
      const latest = pendingStates.get(id);
      pendingStates.delete(id);
      if (latest) await records.setState(id, latest);
    });
  }

  /** The item ended (stored, removed, skipped): its record goes, after the views already gathered reach the pages. */
  function ended(id: string): void {
    flushItems();
    pendingStates.delete(id);
    write((records) => records.delete(id));
  }

  function serial<T>(task: () => Promise<T>): Promise<T> {
    const run = turn.then(task, task);
    turn = run.catch(() => undefined);
    return run;
  }

  function write(task: (records: UploadRecordStore) => Promise<void>): void {
    if (!store) return;
    writes = writes.then(() => task(store)).catch((error: unknown) => deps.onStoreError?.(error));
  }

  function uploading(): UploadItemSnapshot[] {
    return engine?.snapshot().filter((item) => item.status === 'uploading') ?? [];
  }

  /** Fetch reports no upload progress: between chunks, the speeds and time remaining still move. */
  function keepTicking(): void {
    if (ticker || disposed) return;
    ticker = setInterval(() => {
      const active = uploading();
      if (!active.length) {
        clearInterval(ticker!);
        ticker = null;
        return;
      }
      for (const item of active) broadcast({ type: 'upload:item', item });
    }, tickMs);
  }

  function onEvent(event: UploadEvent): void {
    switch (event.type) {
      case 'item':
        queueItem(event.item);
        if (event.item.status === 'uploading') keepTicking();
        return;
      case 'persist':
        persist(event.id, event.state);
        return;
      case 'complete': {
        // The server holds the file: the browser's copy is no longer needed.
        ended(event.id);
        const target = targets.get(event.id) ?? { libraryId: 0, parentId: 0 };
        broadcast({ type: 'upload:complete', id: event.id, ...target, nodeId: event.nodeId, instant: event.instant });
        return;
      }
      case 'removed':
        ended(event.id);
        targets.delete(event.id);
        broadcast({ type: 'upload:removed', id: event.id, reason: event.reason, error: event.error });
        return;
      case 'skipped':
        ended(event.id);
        targets.delete(event.id);
        broadcast({ type: 'upload:skipped', id: event.id, name: event.name, reason: event.reason });
        return;
    }
  }

  function addRecords(records: UploadRecord[]): void {
    if (!engine) return;
    for (const record of records) targets.set(record.id, { libraryId: record.libraryId, parentId: record.parentId });
    engine.add(records.map(inputOf));
  }

  async function signOut(): Promise<void> {
    stopListening?.();
    stopListening = null;
    engine?.dispose();
    engine = null;
    account = null;
    targets.clear();
    // A worker started later must not resume them for nobody; the same person's next page does.
    await store?.setAccount(null).catch((error: unknown) => deps.onStoreError?.(error));
  }

  async function switchTo(next: string): Promise<void> {
    if (next === account && engine) return;
    stopListening?.();
    engine?.dispose();
    targets.clear();
    account = next;
    engine = deps.createEngine(next);
    stopListening = engine.on(onEvent);
    if (!store) return;
    await store.setAccount(next).catch((error: unknown) => deps.onStoreError?.(error));
    const records = await store.list(next).catch((error: unknown) => {
      deps.onStoreError?.(error);
      return [];
    });
    addRecords(records);
    // Whatever was waiting to retry when the last run stopped goes now.
    engine.resume();
  }

  async function add(files: QueuedFile[]): Promise<void> {
    if (!engine || !account) return;
    // A record can already be running: a worker that started meanwhile restored it from the store.
    const present = new Set(engine.snapshot().map((item) => item.id));
    const fetched = await Promise.all(files.filter((file) => !present.has(file.id)).map((file) => (file.stored ? store?.get(file.id) : file.record)));
    const records = fetched.filter((record): record is UploadRecord => record !== undefined && record.account === account);
    addRecords(records);
  }

  function command(message: Extract<PageMessage, { type: 'upload:command' }>): void {
    if (!engine) return;
    const { id } = message;
    if (message.command === 'start') engine.start(id);
    else if (message.command === 'pause') engine.pause(id);
    else if (message.command === 'resume') engine.resume(id);
    else if (message.command === 'retry') engine.retry(id);
    else engine.remove(id);
  }

  const queue: UploadQueue = {
    boot() {
      booted ??= serial(async () => {
        const last = await store?.account().catch((error: unknown) => {
          deps.onStoreError?.(error);
          return null;
        });
        if (last && !disposed) await switchTo(last);
      });
      return booted;
    },

    async handle(message) {
      await queue.boot();
      return serial(async () => {
        if (disposed) return null;
        if (message.type === 'upload:sign-out') {
          await signOut();
          return { type: 'upload:snapshot', items: [] };
        }
        const next = message.session.account;
        // A page that does not know its person yet says nothing about whose uploads run.
        if (next && next !== account) await switchTo(next);
        switch (message.type) {
          case 'upload:hello':
            // Uploads stopped by a lapsed session go on once the person is back with a live one.
            if (message.signedIn) engine?.resumeSignedIn();
            return { type: 'upload:snapshot', items: engine?.snapshot() ?? [] };
          case 'upload:add':
            await add(message.files);
            return null;
          case 'upload:command':
            command(message);
            return null;
          case 'upload:wake':
            engine?.resume();
            return null;
          case 'upload:ping':
            return null;
        }
      });
    },

    async wake() {
      await queue.boot();
      engine?.resume();
    },

    async settled() {
      await queue.boot();
      await engine?.settled();
      // The last writes (the record dropped after completing) belong to the work being waited for.
      await writes;
    },

    snapshot: () => engine?.snapshot() ?? [],

    dispose() {
      disposed = true;
      stopListening?.();
      engine?.dispose();
      engine = null;
      if (ticker) clearInterval(ticker);
      ticker = null;
      if (itemFlush) clearTimeout(itemFlush);
      itemFlush = null;
      pendingItems.clear();
    },
  };
  return queue;
}
