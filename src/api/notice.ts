import { queryOptions } from '@tanstack/react-query';
import { type Notice, noticeEndpoints } from '../../contract/common';
import { NOTICE_END } from '../../contract/constants';
import { api } from './client';

/** Asked once per visit (never from the offline cache), then kept until dismissed or signed out. */
export const noticeQuery = queryOptions({
  queryKey: ['notice', 'current'],
  queryFn: ({ signal }) => api.call(noticeEndpoints.current, {}, { signal }),
  staleTime: Infinity,
  meta: { persist: false },
});

/** Spec §4: shown with the department flag and content other than the 'END' sentinel. */
export function isNoticeVisible(notice: Notice | undefined): notice is Notice & { messageId: number } {
  return !!notice && notice.department && notice.content !== NOTICE_END && notice.messageId !== null;
}

export function dismissNotice(messageId: number) {
  return api.call(noticeEndpoints.acknowledge, { query: { messageId } });
}

