import { Box } from '@chakra-ui/react';
import { useSelector } from '@legendapp/state/react';
import { Outlet } from '@tanstack/react-router';
import { MIN_LAYOUT_WIDTH } from '../../../contract/constants';
import { shellState } from '../../state/shell-state';
import { deferred } from '../../ui/deferred';
import { DocumentTitle } from '../../ui/document-title';
import { SessionExpired } from '../../ui/session-expired';
import { AppToaster } from '../../ui/toaster';

// Neither holds up the first screen: the notice is asked for after sign-in anyway, and the update
// prompt only shows once a new release has been installed in the background.
const NoticeBanner = deferred(() => import('../../ui/notice-banner'), (module) => module.NoticeBanner);
const UpdatePrompt = deferred(() => import('./update-prompt'), (module) => module.UpdatePrompt);
// Refreshes the libraries kept offline once the person is in; nothing on screen waits for it.
const KeptLibrariesRefresh = deferred(() => import('../../features/files/index'), (module) => module.KeptLibrariesRefresh);

/** What every screen shares: the notice, the dialogs and toasts, and the minimum layout width. */
export function RootShell() {
  // Once the session has ended nothing of the person's screens stays on show behind the dialog: the
  // next one to sit at this browser may be someone else. Signing in again brings the page back.
  const sessionEnded = useSelector(() => shellState.sessionExpiredLogin.get() !== null);
  return (
    <Box minWidth={`${MIN_LAYOUT_WIDTH}px`} minHeight="100vh">
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
