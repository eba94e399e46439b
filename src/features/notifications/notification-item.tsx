import { Box, Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import type { NotificationItem, NotificationKind } from '../../../contract/notifications';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { formatRecent } from '../../lib/display-format';

type Says = TranslationFunctions['notifications']['says'];
type KindKey = keyof TranslationFunctions['notifications']['kind'];

/** A kind's key in the dictionaries, which take no dots. */
export function kindKey(kind: NotificationKind): KindKey {
  return kind.replace('.', '_') as KindKey;
}

/** The words of a kind: `followed.changed` is worded by what happened, the others by their kind. */
function sayingOf(item: NotificationItem): keyof Says {
  if (item.kind === 'followed.changed') return item.change ?? 'changed';
  return kindKey(item.kind) as Exclude<KindKey, 'followed_changed'>;
}

/** One notification: what happened, where, when; unread ones marked. Choosing it opens its subject and reads it. */
export function NotificationRow({ item, onOpen, onMarkRead }: { item: NotificationItem; onOpen?: () => void; onMarkRead?: (id: number) => void }) {
  const { LL, locale } = useI18nContext();
  const navigate = useNavigate();
  const actor = item.actorName || LL.notifications.someone();
  const text = LL.notifications.says[sayingOf(item)]({ actor, title: item.title });
  const unread = item.readAt === null;
  return (
    <HStack align="start" gap="3" px="4" py="3" borderBottomWidth="1px" bg={unread ? 'blue.subtle' : undefined} data-testid="notification-item" data-unread={unread}>
      <Box mt="1.5" boxSize="2" borderRadius="full" bg={unread ? 'blue.solid' : 'transparent'} flexShrink={0} role={unread ? 'img' : undefined} aria-label={unread ? LL.notifications.unreadBadge() : undefined} />
      <Stack gap="0.5" flex="1" minWidth="0">
        <ChakraLink
          href={item.link}
          color="fg"
          fontWeight={unread ? 'semibold' : 'normal'}
          data-testid="notification-link"
          onClick={(event) => {
            event.preventDefault();
            if (unread) onMarkRead?.(item.id);
            onOpen?.();
            void navigate({ href: item.link });
          }}
        >
          {text}
        </ChakraLink>
        <Text fontSize="xs" color="fg.muted" truncate>
          {[LL.notifications.kind[kindKey(item.kind)](), item.context, formatRecent(item.createdAt, locale)].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
      {unread && onMarkRead ? (
        <Button size="2xs" variant="ghost" onClick={() => onMarkRead(item.id)} data-testid="notification-mark-read">
          {LL.notifications.markRead()}
        </Button>
      ) : null}
    </HStack>
  );
}
