import { Box, Heading, NativeSelect, Spinner, Switch, Table, Text } from '@chakra-ui/react';
import { EMAIL_CHOICES, type EmailChoice, type KindSetting } from '../../../contract/notifications';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useTitleSubject } from '../../ui/document-title';
import { ScreenFrame } from '../../ui/screen-frame';
import { useNotificationChannels, useNotificationSettings, useUpdateNotificationSettings } from './notification-api';
import { kindKey } from './notification-item';

/** Per kind: into the inbox or not, and e-mail off, at once or in a daily digest. Each change is saved at once. */
export function NotificationSettingsScreen() {
  const { LL } = useI18nContext();
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const channels = useNotificationChannels();
  // Until the server says it sends e-mail, the e-mail choices cannot be made.
  const emailOn = channels.data?.email === true;
  useTitleSubject([LL.notifications.settingsTitle()]);
  const save = (setting: KindSetting) => update.mutate([setting]);
  return (
    <ScreenFrame showTitle={false}>
      <Box data-testid="screen-notificationSettings" maxWidth="3xl">
        <Heading as="h1" size="xl" mb="2">
          {LL.notifications.settingsTitle()}
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="4">
          {LL.notifications.settingsIntro()}
        </Text>
        {channels.data && !emailOn ? (
          <Text fontSize="sm" color="fg.warning" mb="4" data-testid="email-unavailable">
            {LL.notifications.emailUnavailable()}
          </Text>
        ) : null}
        {settings.isPending ? <Spinner size="sm" /> : null}
        {settings.isError ? <Text color="fg.error">{LL.notifications.loadFailed()}</Text> : null}
        {update.isError ? (
          <Text color="fg.error" mb="2" role="alert">
            {LL.notifications.saveFailed()}
          </Text>
        ) : null}
        {settings.data ? (
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{LL.notifications.columnKind()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.notifications.columnInbox()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.notifications.columnEmail()}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {settings.data.map((setting) => {
                const label = LL.notifications.kind[kindKey(setting.kind)]();
                return (
                  <Table.Row key={setting.kind} data-testid={`notification-setting-${setting.kind}`}>
                    <Table.Cell>{label}</Table.Cell>
                    <Table.Cell>
                      <Switch.Root size="sm" checked={setting.inbox} onCheckedChange={(details) => save({ ...setting, inbox: details.checked })} data-testid="setting-inbox">
                        <Switch.HiddenInput aria-label={`${label} · ${LL.notifications.columnInbox()}`} />
                        <Switch.Control />
                      </Switch.Root>
                    </Table.Cell>
                    <Table.Cell>
                      <NativeSelect.Root size="sm" width="auto" disabled={!emailOn}>
                        <NativeSelect.Field
                          aria-label={`${label} · ${LL.notifications.columnEmail()}`}
                          value={setting.email}
                          onChange={(event) => save({ ...setting, email: event.target.value as EmailChoice })}
                          data-testid="setting-email"
                        >
                          {EMAIL_CHOICES.map((choice) => (
                            <option key={choice} value={choice}>
                              {LL.notifications.email[choice]()}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        ) : null}
      </Box>
    </ScreenFrame>
  );
}
