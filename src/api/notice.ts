import { queryOptions } from '@tanstack/react-query';
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

/** Spec §4: shown with the department flag and content other than the 'END' sentinel. */
export function isNoticeVisible(notice: Notice | undefined): notice is Notice & { messageId: number } {
  return !!notice && notice.department && notice.content !== NOTICE_END && notice.messageId !== null;
}

export async function dismissNotice(messageId: number) {
  return api.call((await loadNoticeEndpoints()).acknowledge, { query: { messageId } });
}

