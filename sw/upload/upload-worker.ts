import { COOKIE } from '../../contract/constants';
import { API_PREFIX } from '../../src/api/api-prefix';
import { UploadEngine } from '../../src/features/upload/engine';
import { isPageMessage, type SessionValues } from '../../src/features/upload/queue-messages';
import { UPLOAD_CHANNEL, UPLOAD_SYNC_TAG } from '../../src/features/upload/queue-names';
import { sessionTransport } from '../../src/features/upload/session-transport';
import { createUploadQueue } from '../../src/features/upload/upload-queue';
import { openUploadStore } from '../../src/features/upload/upload-store';
import { readCookie, type SyncEvent, type UploadWorkerScope } from './worker-apis';

declare const self: UploadWorkerScope;

/**
 * Chrome ends an event that runs much longer than a few minutes and may stop the worker with it. A sync
 * event therefore lets go after this long and asks to be called again, while the uploads carry on.
 */
const SYNC_HOLD_MS = 150_000;

function wait(ms: number): Promise<'timeout'> {
  return new Promise((resolve) => setTimeout(() => resolve('timeout'), ms));
}

/** Whether this worker is the one in charge (not a newer version still installing beside it). */
function isActive(): boolean {
  const state = self.serviceWorker?.state;
  return state === 'activating' || state === 'activated';
}

/**
 * The upload queue in the service worker: pages store picked files in IndexedDB and post `upload:add`;
 * this worker runs the engine, reports to every page, and picks the uploads up again whenever it
 * starts (a reload, a browser restart), when the network is back, and on Background Sync.
 */
export function installUploadQueue(): void {
  const channel = new BroadcastChannel(UPLOAD_CHANNEL);
  // The page sends its CSRF value with every message; the Cookie Store, where there is one, is fresher.
  let pageCsrf: string | null = null;
  const queue = createUploadQueue({
    store: openUploadStore(),
    createEngine: (account) =>
      new UploadEngine({
        transport: sessionTransport(account, async () => (await readCookie(self, COOKIE.csrf)) ?? pageCsrf),
        apiPrefix: API_PREFIX,
        // Each item's own stored state says whether it was started.
        autoStart: false,
      }),
    broadcast: (message) => channel.postMessage(message),
    onStoreError: (error) => console.warn('upload queue storage', error),
  });

  const remember = (session: SessionValues) => {
    if (session.csrf) pageCsrf = session.csrf;
  };

  // A worker started for any reason (a page loading, a sync) resumes what was left; a newer version
  // waits until it takes over, or two engines would send the same files.
  if (isActive()) void queue.boot();
  self.addEventListener('activate', (event) => event.waitUntil(queue.boot()));

  self.addEventListener('message', (event) => {
    const message: unknown = event.data;
    if (!isPageMessage(message)) return;
    remember(message.session);
    event.waitUntil(
      queue.handle(message).then((answer) => {
        if (answer) channel.postMessage(answer);
      }),
    );
  });

  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== UPLOAD_SYNC_TAG) return;
    sync.waitUntil(
      (async () => {
        await queue.wake();
        const outcome = await Promise.race([queue.settled().then(() => 'settled' as const), wait(SYNC_HOLD_MS)]);
        if (outcome === 'timeout') await self.registration.sync?.register(UPLOAD_SYNC_TAG).catch(() => undefined);
      })(),
    );
  });

  // Where the worker hears `online` itself; every open page relays its own as well.
  self.addEventListener('online', () => void queue.wake());
}
