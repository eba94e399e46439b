/**
 * The service-worker APIs the upload queue uses that TypeScript's libraries do not describe (Background
 * Sync) or describe as always there (the Cookie Store). Both exist in Chromium only, so both are optional.
 */

export interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  /** True when the browser will not fire this registration again if it fails now. */
  readonly lastChance: boolean;
}

interface SyncManager {
  register(tag: string): Promise<void>;
}

export type UploadWorkerScope = Omit<ServiceWorkerGlobalScope, 'cookieStore'> & {
  cookieStore?: ServiceWorkerGlobalScope['cookieStore'];
  registration: ServiceWorkerRegistration & { sync?: SyncManager };
};

/** The CSRF cookie as it is now, where the worker can read cookies at all. */
export async function readCookie(scope: UploadWorkerScope, name: string): Promise<string | null> {
  try {
    const cookie = await scope.cookieStore?.get(name);
    return cookie?.value ? decodeURIComponent(cookie.value) : null;
  } catch {
    return null;
  }
}
