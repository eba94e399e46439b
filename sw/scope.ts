import type { PrecacheEntry } from 'workbox-precaching';

/** The worker's global scope, typed: the project compiles page and worker code with one tsconfig. */
export const worker = self as unknown as ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
};
