import { Box, Button, Popover, Portal, Spinner } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { loadChunk } from '../../lib/load-chunk';
import { withWords } from '../../lib/locale';
import { BellIcon } from '../../ui/icons';
import { unreadCountQuery } from './notification-queries';
import { useLiveUnread } from './use-live-unread';

// The latest items, their words and the contract's schemas load when the bell is first opened.
const NotificationPopover = lazy(() =>
  withWords(['notifications'], () => loadChunk(() => import('./notification-popover')))().then((module) => ({ default: module.NotificationPopover })),
);

/** The most a badge says; more reads as "99+". */
const BADGE_MAX = 99;

/**
 * The bell in the top bar: the unread count, live through the server's event stream, and on click the
 * latest notifications with "mark all read" and a way to the inbox.
 */
export function NotificationBell() {
  const { LL } = useI18nContext();
  const { data: count } = useQuery(unreadCountQuery);
  const [open, setOpen] = useState(false);
  const live = useLiveUnread(true);
  const unread = count ?? 0;
  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          position="relative"
          px="2"
          data-testid="notification-bell"
          data-live={live}
          aria-label={unread ? LL.topBar.notificationsUnread({ count: unread }) : LL.topBar.notifications()}
          title={LL.topBar.notifications()}
        >
          <BellIcon />
          {unread > 0 ? (
            <Box
              as="span"
              data-testid="notification-badge"
              position="absolute"
              top="0"
              insetEnd="0"
              minWidth="4"
              height="4"
              px="1"
              borderRadius="full"
              bg="red.solid"
              color="red.contrast"
              fontSize="2xs"
              lineHeight="4"
              textAlign="center"
            >
              {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
            </Box>
          ) : null}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="sm" data-testid="notification-popover">
            <Popover.Body p="0">
              <Suspense fallback={<Spinner size="sm" m="4" />}>{open ? <NotificationPopover onDone={() => setOpen(false)} /> : null}</Suspense>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
