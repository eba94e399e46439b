import type { QueueMessage } from './queue-messages';
import type { UploadItemSnapshot } from './types';

export interface UploadListState {
  /** In the order the files were picked. */
  items: readonly UploadItemSnapshot[];
  /** This browser could not keep the picked files: they upload only while this page stays open. */
  memoryOnly: boolean;
}

type UploadListListener = () => void;

/**
 * Progress alone (bytes, speeds, the hash) is drawn at most this often. A large file reports it dozens
 * of times a second, and drawing every report kept the page's thread busy a quarter of the upload's
 * time: CPU the upload itself needs on a small machine. A change of status is drawn at once.
 */
export const PROGRESS_DRAW_MS = 100;

/** Whether `next` only moves `before`'s progress on: the same status, and no failure shown or gone. */
function onlyProgressed(before: UploadItemSnapshot | undefined, next: UploadItemSnapshot): boolean {
  return (
    before !== undefined &&
    before.status === next.status &&
    before.started === next.started &&
    before.error === null &&
    next.error === null &&
    (before.retrying === null) === (next.retrying === null)
  );
}

/**
 * What a page knows of the queue: the latest snapshot of every item, kept from the queue's messages.
 * Each change makes a new state object, so React's useSyncExternalStore sees it; pure, no DOM.
 */
export function createUploadListStore() {
  let state: UploadListState = { items: [], memoryOnly: false };
  const listeners = new Set<UploadListListener>();
  const messageListeners = new Set<(message: QueueMessage, before: UploadListState) => void>();
  // Files the page has picked but the queue has not reported yet (still being stored in IndexedDB).
  const pending = new Set<string>();
  // Cleared by the person: a snapshot the queue sent before it took them off does not bring them back.
  const forgotten = new Set<string>();

  let drawLater: ReturnType<typeof setTimeout> | null = null;

  function notify(): void {
    if (drawLater !== null) clearTimeout(drawLater);
    drawLater = null;
    for (const listener of [...listeners]) listener();
  }

  /** The state is current at once; listeners hear of mere progress within `PROGRESS_DRAW_MS`. */
  function set(next: UploadListState, progressOnly = false): void {
    state = next;
    if (!progressOnly) notify();
    else drawLater ??= setTimeout(notify, PROGRESS_DRAW_MS);
  }

  function upsert(items: readonly UploadItemSnapshot[], item: UploadItemSnapshot): UploadItemSnapshot[] {
    const index = items.findIndex((candidate) => candidate.id === item.id);
    if (index === -1) return [...items, item];
    const next = [...items];
    next[index] = item;
    return next;
  }

  function without(items: readonly UploadItemSnapshot[], id: string): UploadItemSnapshot[] {
    return items.filter((item) => item.id !== id);
  }

  function reduce(message: QueueMessage): UploadListState {
    switch (message.type) {
      case 'upload:snapshot': {
        const items = message.items.filter((item) => !forgotten.has(item.id));
        const reported = new Set(items.map((item) => item.id));
        for (const id of reported) pending.delete(id);
        // A restarted worker forgets finished uploads (their files are gone from the store); the page
        // keeps showing them, and keeps the files it is still handing over.
        const kept = state.items.filter((item) => !reported.has(item.id) && (item.status === 'success' || pending.has(item.id)));
        const ordered = [...kept, ...items];
        const position = new Map(state.items.map((item, index) => [item.id, index]));
        ordered.sort((a, b) => (position.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (position.get(b.id) ?? Number.MAX_SAFE_INTEGER));
        return { ...state, items: ordered };
      }
      case 'upload:item':
        if (forgotten.has(message.item.id)) return state;
        pending.delete(message.item.id);
        return { ...state, items: upsert(state.items, message.item) };
      case 'upload:removed':
      case 'upload:skipped':
        pending.delete(message.id);
        return { ...state, items: without(state.items, message.id) };
      case 'upload:complete':
        return state;
    }
  }

  return {
    getState: (): UploadListState => state,

    subscribe(listener: UploadListListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Every queue message after it is applied, with the state before it (a removed item's name). */
    onMessage(listener: (message: QueueMessage, before: UploadListState) => void): () => void {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },

    apply(message: QueueMessage): void {
      const before = state;
      const next = reduce(message);
      const progressOnly = message.type === 'upload:item' && onlyProgressed(before.items.find((item) => item.id === message.item.id), message.item);
      if (next !== state) set(next, progressOnly);
      for (const listener of [...messageListeners]) listener(message, before);
    },

    /** Shows picked files at once, before the queue has them. */
    addPending(items: readonly UploadItemSnapshot[]): void {
      let next = state.items;
      for (const item of items) {
        pending.add(item.id);
        next = upsert(next, item);
      }
      set({ ...state, items: next });
    },

    /** A picked file never reached the queue (it could not be read). */
    dropPending(id: string): void {
      pending.delete(id);
      set({ ...state, items: without(state.items, id) });
    },

    /** Finished uploads the person cleared; a queue that already forgot them says nothing more about them. */
    forget(ids: readonly string[]): void {
      const gone = new Set(ids);
      for (const id of ids) forgotten.add(id);
      if (state.items.some((item) => gone.has(item.id))) set({ ...state, items: state.items.filter((item) => !gone.has(item.id)) });
    },

    setMemoryOnly(): void {
      if (!state.memoryOnly) set({ ...state, memoryOnly: true });
    },

    /** Whether anything still needs the queue to run (a page keeps the worker awake while so). */
    busy(): boolean {
      return state.items.some((item) => item.status === 'uploading' || item.status === 'waiting');
    },
  };
}

export type UploadListStore = ReturnType<typeof createUploadListStore>;
