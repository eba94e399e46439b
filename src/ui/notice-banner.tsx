import { CloseButton, Flex, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useI18nContext } from '../../i18n/i18n-react';
import { dismissNotice, isNoticeVisible, noticeQuery } from '../api/notice';
import { currentUserQuery } from '../api/session';
import { LOGIN_PATH } from '../lib/login-href';

/**
 * The notice at the top of the page (spec §4): asked for once per visit on the first screen after
 * sign-in (never on the sign-in page); closing acknowledges it so it stays closed. It takes its own
 * line above the top bar and scrolls away with the page, so it never covers the navigation; the
 * signed-in routes ask for it before the first screen is drawn, so it does not push that screen down.
 */
export function NoticeBanner() {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Only reads who is signed in: the route guard does the asking.
  const { data: user } = useQuery({ ...currentUserQuery, enabled: false });
  const enabled = !!user && pathname !== LOGIN_PATH;
  const { data: notice } = useQuery({ ...noticeQuery, enabled });
  if (!enabled || !isNoticeVisible(notice)) return null;

  function close(messageId: number) {
    queryClient.setQueryData(noticeQuery.queryKey, (current) => (current ? { ...current, department: false } : current));
    // A failed acknowledgement is reported by the client; the notice simply returns on the next visit.
    void dismissNotice(messageId).catch(() => undefined);
  }

  return (
    <Flex
      role="region"
      aria-label={LL.notice.label()}
      data-testid="notice-banner"
      minHeight="10"
      align="center"
      gap="3"
      px="4"
      bg="orange.subtle"
      color="orange.fg"
      borderBottomWidth="1px"
      borderColor="orange.muted"
    >
      <Text fontWeight="semibold" flexShrink={0}>
        {LL.notice.label()}
      </Text>
      <Text flex="1" truncate title={notice.content} data-testid="notice-content">
        {notice.content}
      </Text>
      <CloseButton size="sm" aria-label={LL.notice.close()} data-testid="notice-close" onClick={() => close(notice.messageId)} />
    </Flex>
  );
}
