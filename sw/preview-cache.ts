import { registerRoute } from 'workbox-routing';
import { isPreviewPath, KEEP_REQUEST_HEADER } from '../src/api/preview-cache/preview-address';
import { readStoredPreview, storePreview, sweepUncounted } from '../src/api/preview-cache/preview-store';

declare const self: ServiceWorkerGlobalScope;

/** Whole previews only: a media element's byte range is not a preview that can be shown again. */
function isWholePreview(request: Request, url: URL): boolean {
  return request.method === 'GET' && url.origin === self.location.origin && isPreviewPath(url.pathname) && !request.headers.has('range') && !request.headers.has(KEEP_REQUEST_HEADER);
}

/**
 * The server's answer whenever there is one, so what is shown is current and its permission checked;
 * a copy is kept for reading offline. Without a server the kept copy answers, and without one the
 * page gets the network failure it would have had anyway and says the preview is not available offline.
 */
async function previewFromNetworkOrStore(request: Request, event: ExtendableEvent): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(request);
  } catch (failure) {
    const stored = await readStoredPreview(request.url).catch(() => undefined);
    if (stored) return stored;
    throw failure;
  }
  if (response.status === 200) event.waitUntil(storePreview(request.url, response.clone(), null).catch(() => null));
  return response;
}

export function installPreviewCache() {
  registerRoute(({ request, url }) => isWholePreview(request, url), ({ request, event }) => previewFromNetworkOrStore(request, event as ExtendableEvent));
  self.addEventListener('activate', (event) => event.waitUntil(sweepUncounted().catch(() => undefined)));
}
