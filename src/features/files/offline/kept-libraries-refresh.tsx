import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { forgetKeptLibrary } from '../../../api/preview-cache/preview-store';
import { currentUserQuery } from '../../../api/session';
import { refreshKeptLibraries } from './keep-library';

/** Waits for the first screen's own calls before the background work starts. */
const REFRESH_DELAY_MS = 3000;
/** Who the kept libraries were last brought up to date for in this page's life. */
let refreshedFor: string | null = null;

/**
 * Kept libraries stay kept: once per visit, when the server has confirmed who is signed in, each is
 * brought up to date in the background. Renders nothing.
 */
export function KeptLibrariesRefresh() {
  const queryClient = useQueryClient();
  const user = useQuery(currentUserQuery);
  // Data restored from the offline copy is not a confirmation; an answer fetched in this visit is.
  const account = user.isFetchedAfterMount && user.isSuccess && !user.isError ? user.data.account : null;

  useEffect(() => {
    if (!account || refreshedFor === account || !navigator.onLine) return;
    const timer = setTimeout(() => {
      refreshedFor = account;
      void refreshKeptLibraries(queryClient, forgetKeptLibrary).catch(() => undefined);
    }, REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [account, queryClient]);
  return null;
}
