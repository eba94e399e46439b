import { Box, Button, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import type { ScanType, TaskDetail } from '../../../../contract/codecheck-task';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { showToast } from '../../../ui/toaster';
import { useSetScanType } from '../api/task-mutations';
import type { SettingsAccess } from './settings-access';

/** ScanType: every file each time, or only what changed since the last scan. */
export function ScanTypeSection({ task, access }: { task: TaskDetail; access: SettingsAccess }) {
  const { LL } = useI18nContext();
  const words = LL.codecheckTasks.scanType;
  const update = useSetScanType();
  const [scanType, setScanType] = useState<ScanType>(task.scanType);

  useEffect(() => setScanType(task.scanType), [task.taskId, task.scanType]);

  function save(event: FormEvent) {
    event.preventDefault();
    update.mutate({ taskId: task.taskId, scanType }, { onSuccess: () => showToast('success', LL.codecheckSettings.saved()) });
  }

  return (
    <Box maxWidth="720px">
      <form onSubmit={save} data-testid="settings-scantype">
        <Stack gap="4">
          <RadioGroup.Root value={scanType} onValueChange={(details) => setScanType(details.value as ScanType)} disabled={!access.editable}>
            <Stack gap="4">
              {(['full', 'incremental'] as const).map((type) => (
                <RadioGroup.Item key={type} value={type} alignItems="flex-start" data-testid={`settings-scan-type-${type}`}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <Stack gap="0">
                    <RadioGroup.ItemText>{words[type]()}</RadioGroup.ItemText>
                    <Text fontSize="sm" color="fg.muted">
                      {words.help[type]()}
                    </Text>
                  </Stack>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {access.editable ? (
            <Button type="submit" width="fit-content" loading={update.isPending} data-testid="settings-save">
              {LL.common.save()}
            </Button>
          ) : null}
        </Stack>
      </form>
    </Box>
  );
}
