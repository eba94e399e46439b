import { Box, Button, Heading, HStack, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../contract/notifications';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useTitleSubject } from '../../ui/document-title';
import { Pager } from '../../ui/pager';
import { ScreenFrame } from '../../ui/screen-frame';
import { type InboxFilter, useMarkAllRead, useMarkRead, useNotificationList } from './notification-api';
import { kindKey, NotificationRow } from './notification-item';

interface Props {
  filter: InboxFilter;
  /** The same screen with another filter or page, as a link (the address keeps them). */
  filterLink: (filter: InboxFilter) => LinkProps;
  onFilter: (filter: InboxFilter) => void;
}

/** The inbox: every notification, newest first, all or unread only, of one kind or all; each opens its subject. */
export function InboxScreen({ filter, filterLink, onFilter }: Props) {
  const { LL } = useI18nContext();
  const list = useNotificationList(filter);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  useTitleSubject([LL.notifications.title()]);
  const items = list.data?.content ?? [];
  return (
    <ScreenFrame showTitle={false}>
      <Box data-testid="screen-notifications">
        <HStack justify="space-between" mb="4" wrap="wrap" gap="3">
          <Heading as="h1" size="xl">
            {LL.notifications.title()}
          </Heading>
          <HStack gap="2">
            <Button asChild size="sm" variant="ghost">
              <Link to="/notifications/settings">{LL.notifications.settingsLink()}</Link>
            </Button>
            <Button size="sm" variant="outline" onClick={() => markAll.mutate()} loading={markAll.isPending} data-testid="inbox-mark-all">
              {LL.notifications.markAllRead()}
            </Button>
          </HStack>
        </HStack>
        <HStack gap="3" mb="3" wrap="wrap">
          <HStack gap="1" role="group" aria-label={LL.notifications.title()}>
            <Button asChild size="sm" variant={filter.unread ? 'ghost' : 'subtle'} aria-current={filter.unread ? undefined : 'true'}>
              <Link {...filterLink({ ...filter, unread: false, pageNum: 1 })} data-testid="inbox-filter-all">
                {LL.notifications.filterAll()}
              </Link>
            </Button>
            <Button asChild size="sm" variant={filter.unread ? 'subtle' : 'ghost'} aria-current={filter.unread ? 'true' : undefined}>
              <Link {...filterLink({ ...filter, unread: true, pageNum: 1 })} data-testid="inbox-filter-unread">
                {LL.notifications.filterUnread()}
              </Link>
            </Button>
          </HStack>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label={LL.notifications.filterKind()}
              value={filter.kind ?? ''}
              onChange={(event) => onFilter({ ...filter, kind: (event.target.value || undefined) as NotificationKind | undefined, pageNum: 1 })}
              data-testid="inbox-filter-kind"
            >
              <option value="">{LL.notifications.anyKind()}</option>
              {NOTIFICATION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {LL.notifications.kind[kindKey(kind)]()}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <Box borderWidth="1px" borderRadius="md" overflow="hidden" opacity={list.isPlaceholderData ? 0.6 : 1}>
          {list.isPending ? <Spinner size="sm" m="4" /> : null}
          {list.isError ? (
            <Text px="4" py="3" color="fg.error">
              {LL.notifications.loadFailed()}
            </Text>
          ) : null}
          {list.isSuccess && !items.length ? (
            <Text px="4" py="6" color="fg.muted" textAlign="center" data-testid="inbox-empty">
              {filter.unread ? LL.notifications.emptyUnread() : LL.notifications.empty()}
            </Text>
          ) : null}
          <Stack gap="0">
            {items.map((item) => (
              <NotificationRow key={item.id} item={item} onMarkRead={(id) => markRead.mutate(id)} />
            ))}
          </Stack>
        </Box>
        {list.data ? (
          <Box mt="3">
            <Pager page={list.data} pageLink={(pageNum) => filterLink({ ...filter, pageNum })} />
          </Box>
        ) : null}
      </Box>
    </ScreenFrame>
  );
}
