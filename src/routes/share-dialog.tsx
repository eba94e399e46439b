import { lazy, Suspense } from 'react';
import type { ShareTarget } from '../features/files/file-manager';
import { withWords } from '../lib/locale';

const Dialog = lazy(() => withWords(['shareLinks'], () => import('../features/share-links/share-link-dialog'))().then((module) => ({ default: module.ShareLinkDialog })));

/** The share links' dialog, handed to the file manager: its code and words load when it first opens. */
export function ShareDialog(props: ShareTarget) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
