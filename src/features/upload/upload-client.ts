import { COOKIE } from '../../../contract/constants';
import { API_PREFIX } from '../../api/api-prefix';
import { api } from '../../api/client';
import { readCookie } from '../../lib/cookies';
import { UploadEngine } from './engine';
import type { PickedFile } from './picked-files';
import type { ItemCommand, PageMessage, QueuedFile, SessionValues } from './queue-messages';
import { isQueueMessage } from './queue-messages';
import { UPLOAD_CHANNEL, UPLOAD_SYNC_TAG } from './queue-names';
import { sessionTransport } from './session-transport';
import { storeReadably } from './store-readably';
import type { ConflictChoice } from './types';
import { createUploadListStore, type UploadListStore } from './upload-list-store';
import { createUploadQueue, type UploadQueue } from './upload-queue';
import { initialState, type UploadRecord, waitingView } from './upload-record';
import { openUploadStore, type UploadRecordStore } from './upload-store';

export interface UploadTarget {
  libraryId: number;
  parentId: number;
  /** Upload as a new version of this file. */
  fileId?: number;
  /** What to do about a file of the same name in the folder. */
  onConflict?: ConflictChoice;
}

/** How the page reaches the queue: the service worker, or an engine of its own where none is in control. */
type Link = { kind: 'worker'; registration: ServiceWorkerRegistration } | { kind: 'local'; queue: UploadQueue };

/** Long enough for a first visit to install the worker; past it with no registration, there will be none. */
const WORKER_WAIT_MS = 10_000;
/** Well inside the 30 s after which Chrome stops a worker that has no event to handle. */
const PING_MS = 20_000;
/** Only one page runs the stored queue when there is no worker (a reload must not run it twice). */
const LOCAL_LOCK = 'librarium-upload-queue';

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

function session(): SessionValues {
  return { account: api.account(), csrf: readCookie(COOKIE.csrf) ?? null };
}

/**
 * False while this page waits for the person to sign in again (the sign-in page): it then only looks at
 * the queue, and uploads waiting for sign-in are not tried with a session that is gone.
 */
let signedIn = true;

function hello(): PageMessage {
  return { type: 'upload:hello', session: session(), signedIn };
}

function newId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  const ready = await Promise.race([navigator.serviceWorker.ready, timeout]);
  if (ready) return ready;
  // Still installing after all: wait for it, or the worker would later run the same files again.
  return (await navigator.serviceWorker.getRegistration()) ? navigator.serviceWorker.ready : null;
}

/** Whether this browser can read picked files at all (spec §5: otherwise the not-supported message). */
export function fileApiSupported(): boolean {
  return typeof File !== 'undefined' && typeof Blob !== 'undefined' && typeof Blob.prototype.slice === 'function' && typeof FormData !== 'undefined';
}

function localQueue(store: UploadRecordStore, list: UploadListStore): UploadQueue {
  const queue = createUploadQueue({
    store,
    createEngine: (account) =>
      new UploadEngine({ transport: sessionTransport(account, () => readCookie(COOKIE.csrf) ?? null), apiPrefix: API_PREFIX, autoStart: false }),
    broadcast: (message) => list.apply(message),
  });
  if (navigator.locks) {
    // Held for the page's life; a second tab picks the stored uploads up when this one closes.
    void navigator.locks.request(LOCAL_LOCK, () => queue.boot().then(() => new Promise<never>(() => undefined)));
  } else {
    void queue.boot();
  }
  return queue;
}

/**
 * The page's side of the upload queue: keeps each picked File in IndexedDB and hands it to the service
 * worker (or, without one, to an engine in this page), shows what the queue reports, relays `online`,
 * and keeps the worker awake while uploads run.
 */
function createUploadClient() {
  const list = createUploadListStore();
  const store = openUploadStore();
  let askedPersistence = false;

  const link: Promise<Link> = workerRegistration()
    .catch(() => null)
    .then((registration) => (registration ? { kind: 'worker', registration } : { kind: 'local', queue: localQueue(store, list) }));

  async function post(message: PageMessage): Promise<void> {
    const current = await link;
    if (current.kind === 'local') {
      const answer = await current.queue.handle(message);
      if (answer) list.apply(answer);
      return;
    }
    // The active worker, whether or not it controls this page (a hard reload leaves a page uncontrolled).
    current.registration.active?.postMessage(message);
  }

  function connect(): void {
    if (typeof BroadcastChannel !== 'undefined') {
      const channel = new BroadcastChannel(UPLOAD_CHANNEL);
      channel.onmessage = (event: MessageEvent<unknown>) => {
        if (isQueueMessage(event.data)) list.apply(event.data);
      };
    }
    void post(hello());
    window.addEventListener('online', () => void post({ type: 'upload:wake', session: session() }));
    // A worker may have been stopped and started while the page was hidden: ask where things stand.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void post(hello());
    });
    navigator.serviceWorker?.addEventListener('controllerchange', () => void post(hello()));
    setInterval(() => {
      if (list.busy()) void post({ type: 'upload:ping', session: session() });
    }, PING_MS);
  }

  async function requestSync(): Promise<void> {
    const current = await link;
    if (current.kind !== 'worker') return;
    await (current.registration as SyncRegistration).sync?.register(UPLOAD_SYNC_TAG).catch(() => undefined);
  }

  connect();

  return {
    list,

    /**
     * Queues picked files for `target`. The ids come back at once, so the caller can follow the files
     * before the queue reports on them; `queued` settles once they are handed over.
     */
    add(picked: readonly PickedFile[], target: UploadTarget, autoStart: boolean): { ids: string[]; queued: Promise<void> } {
      const { account } = session();
      if (!account || !picked.length) return { ids: [], queued: Promise.resolve() };
      if (!askedPersistence) {
        askedPersistence = true;
        // Without it the browser may evict stored files under storage pressure before they are sent.
        void navigator.storage?.persist?.().catch(() => false);
      }
      const addedAt = Date.now();
      const records: UploadRecord[] = picked.map(({ file, relativePath }, index) => ({
        id: newId(),
        account,
        file,
        name: file.name,
        relativePath,
        size: file.size,
        lastModified: file.lastModified,
        libraryId: target.libraryId,
        parentId: target.parentId,
        ...(target.fileId !== undefined ? { fileId: target.fileId } : {}),
        ...(target.onConflict ? { onConflict: target.onConflict } : {}),
        state: initialState(autoStart),
        addedAt: addedAt + index,
      }));
      list.addPending(records.map(waitingView));
      const queued = (async () => {
        // All at once: stored one after another, a folder's files waited for each other's round trips.
        const files: QueuedFile[] = await Promise.all(
          records.map(async (record): Promise<QueuedFile> => {
            if ((await storeReadably(store, record)) === 'stored') return { id: record.id, stored: true };
            list.setMemoryOnly();
            return { id: record.id, stored: false, record };
          }),
        );
        await post({ type: 'upload:add', session: session(), files });
        await requestSync();
      })();
      return { ids: records.map((record) => record.id), queued };
    },

    /** Asks the queue where things stand (and, signed in, to go on with what waited for it). */
    hello(): Promise<void> {
      return post(hello());
    },

    command(command: ItemCommand, id: string): void {
      void post({ type: 'upload:command', session: session(), command, id });
    },

    /**
     * Takes finished uploads off the list, here and in every tab: the queue forgets them (it keeps a
     * finished item until told, so a page opened later could still show it) and this page stops showing them.
     */
    clearFinished(ids: readonly string[]): void {
      list.forget(ids);
      for (const id of ids) void post({ type: 'upload:command', session: session(), command: 'remove', id });
    },

    signOut(): Promise<void> {
      return post({ type: 'upload:sign-out', session: session() });
    },
  };
}

export type UploadClient = ReturnType<typeof createUploadClient>;

let client: UploadClient | null = null;

/** The page's one client, made when the first upload panel appears. */
export function uploadClient(): UploadClient {
  client ??= createUploadClient();
  return client;
}

/** For the sign-in page: follows this browser's uploads without trying the ones that wait for sign-in. */
export function uploadClientWhileSignedOut(): UploadClient {
  signedIn = false;
  return uploadClient();
}

/**
 * For the sign-in flow: the person is back with a live session, so the uploads that waited for it go on
 * at once (not after a retry timer), whether or not this page has shown the upload list yet.
 */
export async function resumeUploadsAfterSignIn(): Promise<void> {
  signedIn = true;
  if (client) return client.hello();
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  registration?.active?.postMessage(hello());
}

/**
 * For the sign-out flow: the queue stops sending for the person who leaves. Their stored uploads stay
 * and go on when they sign in again on this browser; nobody else's session ever sends them.
 */
export async function signOutUploads(): Promise<void> {
  if (client) return client.signOut();
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  registration?.active?.postMessage({ type: 'upload:sign-out', session: session() } satisfies PageMessage);
}
