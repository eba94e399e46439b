import { lazy, Suspense } from 'react';
import { withWords } from '../lib/locale';

const Section = lazy(() => withWords(['shareLinks'], () => import('../features/share-links/library-share-links'))().then((module) => ({ default: module.LibraryShareLinksSection })));

/** The share links section of a library's settings, handed to the settings screen: its code and words load when it is opened. */
export function LibraryShareLinks({ libraryId }: { libraryId: number }) {
  return (
    <Suspense fallback={null}>
      <Section libraryId={libraryId} />
    </Suspense>
  );
}
