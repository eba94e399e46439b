import type { SessionUploads } from '../features/session/app-services';
import { withWords } from '../lib/locale';

/** The upload queue's IndexedDB (features/upload/upload-store.ts): made when this browser first shows an upload panel. */
const UPLOAD_DATABASE = 'librarium-uploads';

/** Whether this browser may hold uploads; where the browser cannot list its databases, it may. */
async function mayHoldUploads(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases().catch(() => null);
  return databases === null || databases.some((database) => database.name === UPLOAD_DATABASE);
}

const uploadFeature = withWords(['upload'], () => import('../features/upload/index'));

/** Signing in and out, wired to the upload queue; its code loads only when a sign-in or sign-out needs it. */
export const sessionUploads: SessionUploads = {
  resumeAfterSignIn() {
    void uploadFeature()
      .then(({ resumeUploadsAfterSignIn }) => resumeUploadsAfterSignIn())
      .catch(() => undefined);
  },
  async signOut() {
    await uploadFeature()
      .then(({ signOutUploads }) => signOutUploads())
      .catch(() => undefined);
  },
  async loadWaitingList() {
    return (await mayHoldUploads()) ? (await uploadFeature()).WaitingUploads : null;
  },
};
