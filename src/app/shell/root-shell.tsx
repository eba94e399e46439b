import { Box } from '@chakra-ui/react';
import { useSelector } from '@legendapp/state/react';
import { Outlet } from '@tanstack/react-router';
import { MIN_LAYOUT_WIDTH } from '../../../contract/constants';
import { shellState } from '../../state/shell-state';
import { deferred } from '../../ui/deferred';
import { DocumentTitle } from '../../ui/document-title';
import { NoticeBanner } from '../../ui/notice-banner';
import { SessionExpired } from '../../ui/session-expired';
import { SkipLink } from '../../ui/skip-link';
import { AppToaster } from '../../ui/toaster';

// The update prompt does not hold up the first screen: it only shows once a new release has been
// installed in the background. The notice banner is drawn with the first screen, so its code comes with the shell.
const UpdatePrompt = deferred(() => import('./update-prompt'), (module) => module.UpdatePrompt);
// Refreshes the libraries kept offline once the person is in; nothing on screen waits for it. Imported
// from its own module, not the files feature's index, whose other exports would come along with it.
const KeptLibrariesRefresh = deferred(() => import('../../features/files/offline/kept-libraries-refresh'), (module) => module.KeptLibrariesRefresh);

/** What every screen shares: the skip link, the notice, the dialogs and toasts, and the minimum layout width. */
export function RootShell() {
  // Once the session has ended nothing of the person's screens stays on show behind the dialog: the
  // next one to sit at this browser may be someone else. Signing in again brings the page back.
  const sessionEnded = useSelector(() => shellState.sessionExpiredLogin.get() !== null);
  return (
    <Box minWidth={`${MIN_LAYOUT_WIDTH}px`} minHeight="100vh">
      <SkipLink />
      {sessionEnded ? null : (
        <>
          <NoticeBanner />
          <Outlet />
        </>
      )}
      <SessionExpired />
      <UpdatePrompt />
      <AppToaster />
      <DocumentTitle />
      <KeptLibrariesRefresh />
    </Box>
  );
}
