import { type ComponentType, useEffect, useState } from 'react';

/** The upload queue's IndexedDB (features/upload/upload-store.ts): made when this browser first shows an upload panel. */
const UPLOAD_DATABASE = 'librarium-uploads';

/** Whether this browser may hold uploads; where the browser cannot list its databases, it may. */
async function mayHoldUploads(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases().catch(() => null);
  return databases === null || databases.some((database) => database.name === UPLOAD_DATABASE);
}

/**
 * For the sign-in page: the uploads that wait for this sign-in, with the upload queue's code loaded
 * only in a browser that has a queue, so a first visit's sign-in page does without it. Asked on every
 * showing, as a session that ends on a library page comes back here with uploads of its own.
 */
export function WaitingUploadsIfAny() {
  const [WaitingUploads, setWaitingUploads] = useState<ComponentType | null>(null);
  useEffect(() => {
    let shown = true;
    void mayHoldUploads()
      .then(async (may) => (may ? (await import('../upload/index')).WaitingUploads : null))
      .then((component) => {
        if (shown && component) setWaitingUploads(() => component);
      })
      // The form works without the list.
      .catch(() => undefined);
    return () => {
      shown = false;
    };
  }, []);
  return WaitingUploads ? <WaitingUploads /> : null;
}
