import { isPreviewPath } from '../api/preview-cache/preview-address';

/** Media elements read previews in byte ranges, which the worker never keeps; reading them whole again would be wasted. */
const RANGED_INITIATORS = new Set(['video', 'audio']);

/** How long after taking control a request begun before it may still be finishing. */
const STRAGGLER_WINDOW_MS = 60_000;

/** Survives a reload of the tab before the worker took control, so nothing read in that time is forgotten. */
const PENDING_KEY = 'librarium.previews-read-before-control';

function loadPending(): Set<string> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '[]');
    return new Set(Array.isArray(saved) ? saved.filter((url): url is string => typeof url === 'string') : []);
  } catch {
    return new Set();
  }
}

function savePending(pending: ReadonlySet<string>) {
  try {
    if (pending.size) sessionStorage.setItem(PENDING_KEY, JSON.stringify([...pending]));
    else sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Without session storage only a reload before control can lose a copy.
  }
}

/**
 * On a first visit the worker precaches the shell before it takes control, and whatever the page reads
 * in those seconds goes straight to the network: the worker never sees it and keeps no copy for offline
 * reading. The browser's resource timing tells which preview requests no worker answered (their
 * `workerStart` is 0); once the worker controls the page, those previews are read once more through it,
 * which keeps them exactly as if they had been read later. Lists and wiki pages need nothing of this:
 * the page's own query cache keeps them whatever the worker does.
 */
export function keepPreviewsReadBeforeControl(container: ServiceWorkerContainer): void {
  const pending = loadPending();
  const done = new Set<string>();
  let draining = false;

  async function drain() {
    if (draining || !container.controller) return;
    draining = true;
    try {
      for (const url of [...pending]) {
        done.add(url);
        // Read to the end: the worker stores the copy it tees off this answer.
        await fetch(url, { credentials: 'same-origin' })
          .then((response) => response.arrayBuffer())
          .catch(() => undefined);
        pending.delete(url);
        savePending(pending);
      }
    } finally {
      draining = false;
    }
    if (pending.size) void drain();
  }

  if (typeof PerformanceObserver === 'undefined') {
    void drain();
    return;
  }
  // Buffered: this runs after the first screen, and what was read before it counts as much.
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      if (entry.workerStart > 0 || RANGED_INITIATORS.has(entry.initiatorType)) continue;
      const url = new URL(entry.name);
      if (url.origin !== location.origin || !isPreviewPath(url.pathname) || done.has(url.href)) continue;
      pending.add(url.href);
    }
    savePending(pending);
    void drain();
  });
  observer.observe({ type: 'resource', buffered: true });
  const controlled = () => {
    void drain();
    setTimeout(() => observer.disconnect(), STRAGGLER_WINDOW_MS);
  };
  if (container.controller) controlled();
  else container.addEventListener('controllerchange', controlled, { once: true });
}
