import { Alert, Stack } from '@chakra-ui/react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import type { SettingsAccess } from './settings-access';

/** Says why a section cannot be changed here: the person is not a task admin, or the pipeline owns it. */
export function SettingsNotice({ access }: { access: SettingsAccess }) {
  const { LL } = useI18nContext();
  const words = LL.codecheckSettings;
  if (access.editable) return null;
  return (
    <Stack gap="2" mb="5">
      {access.pipelineManaged ? (
        <Alert.Root status="warning" data-testid="settings-pipeline-managed">
          <Alert.Indicator />
          <Alert.Description>{words.pipelineManaged()}</Alert.Description>
        </Alert.Root>
      ) : null}
      {access.isAdmin ? null : (
        <Alert.Root status="info" data-testid="settings-read-only">
          <Alert.Indicator />
          <Alert.Title>{LL.errors.privilegesInsufficient()}</Alert.Title>
          <Alert.Description>{words.readOnly()}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
