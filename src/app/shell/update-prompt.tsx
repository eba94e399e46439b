import { Button, HStack, Text } from '@chakra-ui/react';
import { useSelector } from '@legendapp/state/react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { shellState } from '../../state/shell-state';
import { applyUpdate } from '../service-worker';

/** Offers a newly installed release; it never replaces the page unasked. */
export function UpdatePrompt() {
  const { LL } = useI18nContext();
  const ready = useSelector(() => shellState.updateReady.get());
  if (!ready) return null;
  return (
    <HStack
      role="status"
      data-testid="update-prompt"
      position="fixed"
      bottom="4"
      right="4"
      zIndex="toast"
      gap="3"
      px="4"
      py="3"
      rounded="md"
      shadow="lg"
      bg="bg.panel"
      borderWidth="1px"
    >
      <Text>{LL.update.ready()}</Text>
      <Button size="sm" onClick={applyUpdate}>
        {LL.update.apply()}
      </Button>
    </HStack>
  );
}
