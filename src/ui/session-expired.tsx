import { useSelector } from '@legendapp/state/react';
import { lazy, Suspense } from 'react';
import { loadChunk } from '../lib/load-chunk';
import { shellState } from '../state/shell-state';

// The dialog is rarely needed, so its code (and the dialog machinery) loads only when it is.
const SessionExpiredDialog = lazy(() =>
  loadChunk(() => import('./session-expired-dialog')).then((module) => ({ default: module.SessionExpiredDialog })),
);

/** Opens the session-expired dialog when a signed-in session was lost (spec §4). */
export function SessionExpired() {
  const loginHref = useSelector(() => shellState.sessionExpiredLogin.get());
  if (loginHref === null) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog loginHref={loginHref} />
    </Suspense>
  );
}
