import { Box } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { MIN_LAYOUT_WIDTH } from '../../../contract/constants';
import { deferred } from '../../ui/deferred';
import { DocumentTitle } from '../../ui/document-title';
import { SessionExpired } from '../../ui/session-expired';
import { AppToaster } from '../../ui/toaster';

// Neither holds up the first screen: the notice is asked for after sign-in anyway, and the update
// prompt only shows once a new release has been installed in the background.
const NoticeBanner = deferred(() => import('../../ui/notice-banner'), (module) => module.NoticeBanner);
const UpdatePrompt = deferred(() => import('./update-prompt'), (module) => module.UpdatePrompt);

/** What every screen shares: the notice, the dialogs and toasts, and the minimum layout width. */
export function RootShell() {
  return (
    <Box minWidth={`${MIN_LAYOUT_WIDTH}px`} minHeight="100vh">
      <NoticeBanner />
      <Outlet />
      <SessionExpired />
      <UpdatePrompt />
      <AppToaster />
      <DocumentTitle />
    </Box>
  );
}
