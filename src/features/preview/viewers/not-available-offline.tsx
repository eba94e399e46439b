import { Alert } from '@chakra-ui/react';
import { useI18nContext } from '../../../../i18n/i18n-react';

/** In place of a preview that neither the server nor this device can give now. */
export function NotAvailableOfflineNotice() {
  const { LL } = useI18nContext();
  return (
    <Alert.Root status="info" data-testid="preview-offline">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{LL.preview.notAvailableOffline()}</Alert.Title>
        <Alert.Description>{LL.preview.notAvailableOfflineHint()}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
