import { onlineManager, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Notice } from '../../contract/common';
import { NOTICE_END } from '../../contract/constants';
import { api } from './client';
import { lazyContract } from './lazy-contract';

// The banner sits on every screen: the entries load with the first call.
const loadNoticeEndpoints = lazyContract(() => import('../../contract/common').then((module) => module.noticeEndpoints));

/** Asked once per visit (never from the offline cache), then kept until dismissed or signed out. */
export const noticeQuery = queryOptions({
  queryKey: ['notice', 'current'],
  queryFn: async ({ signal }) => api.call((await loadNoticeEndpoints()).current, {}, { signal }),
  staleTime: Infinity,
  meta: { persist: false },
});

/** How long the first screen waits for the notice before it is drawn without it. */
const NOTICE_WAIT_MS = 1000;

/**
 * Asks for the notice beside the first screen's own data, so the banner is there when that screen is
 * first drawn instead of arriving a moment later and pushing it down. A slow or unreachable server
 * holds the screen back no longer than a second; the banner then comes when the answer does.
 */
export async function noticeBeforeFirstScreen(queryClient: QueryClient): Promise<void> {
  const state = queryClient.getQueryState(noticeQuery.queryKey);
  if ((state && state.status !== 'pending') || !onlineManager.isOnline()) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, NOTICE_WAIT_MS)));
  await Promise.race([queryClient.prefetchQuery(noticeQuery), waited]);
  clearTimeout(timer);
}

/** Spec §4: shown with the department flag and content other than the 'END' sentinel. */
export function isNoticeVisible(notice: Notice | undefined): notice is Notice & { messageId: number } {
  return !!notice && notice.department && notice.content !== NOTICE_END && notice.messageId !== null;
}

export async function dismissNotice(messageId: number) {
  return api.call((await loadNoticeEndpoints()).acknowledge, { query: { messageId } });
}

