import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { NOTIFICATION_LIMITS } from '../../../contract/notifications';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useMarkAllRead, useMarkRead, useNotificationList } from './notification-api';
import { NotificationRow } from './notification-item';

/** The bell's popover: the latest notifications, "mark all read", and the way to the inbox and its settings. */
export function NotificationPopover({ onDone }: { onDone: () => void }) {
  const { LL } = useI18nContext();
  const latest = useNotificationList({ pageNum: 1, unread: false, pageSize: NOTIFICATION_LIMITS.popover });
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const items = latest.data?.content ?? [];
  return (
    <Stack gap="0">
      <HStack justify="space-between" px="4" py="2" borderBottomWidth="1px">
        <Text fontWeight="semibold">{LL.notifications.popoverTitle()}</Text>
        <Button size="xs" variant="ghost" onClick={() => markAll.mutate()} disabled={!items.some((item) => item.readAt === null)} data-testid="notification-mark-all">
          {LL.notifications.markAllRead()}
        </Button>
      </HStack>
      {latest.isPending ? <Spinner size="sm" m="4" /> : null}
      {latest.isError ? (
        <Text px="4" py="3" color="fg.error">
          {LL.notifications.loadFailed()}
        </Text>
      ) : null}
      {latest.isSuccess && !items.length ? (
        <Text px="4" py="3" color="fg.muted" data-testid="notification-empty">
          {LL.notifications.empty()}
        </Text>
      ) : null}
      {items.map((item) => (
        <NotificationRow key={item.id} item={item} onOpen={onDone} onMarkRead={(id) => markRead.mutate(id)} />
      ))}
      <HStack justify="space-between" px="4" py="2">
        <Button asChild size="xs" variant="ghost">
          <Link to="/notifications" onClick={onDone} data-testid="notification-view-all">
            {LL.notifications.viewAll()}
          </Link>
        </Button>
        <Button asChild size="xs" variant="ghost">
          <Link to="/notifications/settings" onClick={onDone}>
            {LL.notifications.settingsLink()}
          </Link>
        </Button>
      </HStack>
    </Stack>
  );
}
