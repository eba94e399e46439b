import { Center, Spinner } from '@chakra-ui/react';
import { useI18nContext } from '../../i18n/i18n-react';

/** Shown when a screen takes more than a moment to arrive. */
export function PendingScreen() {
  const { LL } = useI18nContext();
  return (
    <Center py="20" data-testid="pending">
      <Spinner size="lg" aria-label={LL.app.loading()} />
    </Center>
  );
}
