import { Box } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { MIN_LAYOUT_WIDTH } from '../../../contract/constants';
import { KeptLibrariesRefresh } from '../../features/files/index';
import { DocumentTitle } from '../../ui/document-title';
import { NoticeBanner } from '../../ui/notice-banner';
import { SessionExpired } from '../../ui/session-expired';
import { AppToaster } from '../../ui/toaster';
import { UpdatePrompt } from './update-prompt';

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
      <KeptLibrariesRefresh />
    </Box>
  );
}
