import { Box, Heading } from '@chakra-ui/react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useTitleSubject } from '../../ui/document-title';
import { ScreenFrame } from '../../ui/screen-frame';
import { WebhooksPanel } from './webhooks-panel';

/** The back office's webhooks, called for every task's events. */
export function GlobalWebhooksScreen() {
  const { LL } = useI18nContext();
  useTitleSubject([LL.webhooks.title()]);
  return (
    <ScreenFrame showTitle={false}>
      <Box data-testid="screen-manageWebhooks">
        <Heading as="h1" size="xl" mb="4">
          {LL.webhooks.title()}
        </Heading>
        <WebhooksPanel scope="global" />
      </Box>
    </ScreenFrame>
  );
}
