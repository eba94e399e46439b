import { Badge } from '@chakra-ui/react';
import { useSelector } from '@legendapp/state/react';
import { useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '../../i18n/i18n-react';
import { connectivity, connectivityStatus } from '../state/connectivity';
import { CloudOffIcon } from './icons';

/** Tells the person when the network is gone and what they see came from the offline copy. */
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
  return (
    <Badge role="status" colorPalette="orange" variant="surface" size="lg" gap="1" data-testid="offline-indicator" data-status={status}>
      <CloudOffIcon />
      {text}
    </Badge>
  );
}
