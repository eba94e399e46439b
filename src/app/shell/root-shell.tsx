import { Box } from '@chakra-ui/react';
import { useSelector } from '@legendapp/state/react';
import { Outlet } from '@tanstack/react-router';
import { MIN_LAYOUT_WIDTH } from '../../../contract/constants';
import { KeptLibrariesRefresh } from '../../features/files/index';
import { shellState } from '../../state/shell-state';
import { DocumentTitle } from '../../ui/document-title';
import { NoticeBanner } from '../../ui/notice-banner';
import { SessionExpired } from '../../ui/session-expired';
import { AppToaster } from '../../ui/toaster';
import { UpdatePrompt } from './update-prompt';

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
