import { Badge, Portal, Tooltip, VisuallyHidden } from '@chakra-ui/react';
import { useSelector } from '@legendapp/state/react';
import { useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '../../i18n/i18n-react';
import { connectivity, connectivityStatus } from '../state/connectivity';
import { CloudOffIcon } from './icons';

/**
 * Tells the person when the network is gone and what they see came from the offline copy. The badge
 * says it in a word so the top bar keeps its room; the whole sentence is its tooltip and what a screen
 * reader announces.
 */
export function OfflineIndicator() {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const state = useSelector(() => connectivity.get());
  const hasCachedData = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.data !== undefined);
  const status = connectivityStatus(state, hasCachedData);
  if (status === 'online') return null;
  const text = { offline: LL.connectivity.offline(), offlineCached: LL.connectivity.offlineCached(), unreachable: LL.connectivity.unreachable() }[status];
  const short = status === 'unreachable' ? LL.connectivity.unreachableShort() : LL.connectivity.offlineShort();
  return (
    <Tooltip.Root openDelay={200} positioning={{ placement: 'bottom' }}>
      <Tooltip.Trigger asChild>
        <Badge
          role="status"
          // Focusable so the keyboard reaches the tooltip too.
          tabIndex={0}
          colorPalette="orange"
          variant="surface"
          size="lg"
          gap="1"
          whiteSpace="nowrap"
          flexShrink={0}
          data-testid="offline-indicator"
          data-status={status}
        >
          <CloudOffIcon />
          <span aria-hidden="true">{short}</span>
          <VisuallyHidden>{text}</VisuallyHidden>
        </Badge>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{text}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
