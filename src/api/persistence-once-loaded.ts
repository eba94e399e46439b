import type { CachePersistence } from './query-persistence';

/**
 * The offline cache's persistence while its code is still on the way: each call waits for it. The
 * session controller, and the router that needs it, can then exist at once, so the screen's code
 * starts loading beside the persistence's own code and the language's texts, not after them.
 */
export function persistenceOnceLoaded(loaded: Promise<CachePersistence>): CachePersistence {
  return {
    start: async (account, options) => (await loaded).start(account, options),
    stop: () => void loaded.then((persistence) => persistence.stop(), () => undefined),
    wipe: async () => (await loaded).wipe(),
  };
}
