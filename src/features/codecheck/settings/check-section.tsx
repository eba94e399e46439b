import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { TASK_STATUS } from '../../../../contract/codecheck-codes';
import type { TaskDetail } from '../../../../contract/codecheck-task';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { showToast } from '../../../ui/toaster';
import { useExecuteScan, useSetTiming } from '../api/task-mutations';
import { TimingFields, type TimingValues } from '../task-fields/timing-fields';
import type { SettingsAccess } from './settings-access';

const valuesOf = (task: TaskDetail): TimingValues => ({ days: task.timing.days, time: task.timing.time ?? '03:00' });

/** Check: the weekly scan trigger, and a scan started by hand. */
export function CheckSection({ task, access }: { task: TaskDetail; access: SettingsAccess }) {
  const { LL } = useI18nContext();
  const words = LL.codecheckSettings.check;
  const setTiming = useSetTiming();
  const execute = useExecuteScan();
  const [values, setValues] = useState(() => valuesOf(task));
  const [error, setError] = useState<string | undefined>();

  useEffect(() => setValues(valuesOf(task)), [task.taskId, task.timing.days.join(), task.timing.time]);

  function save(event: FormEvent) {
    event.preventDefault();
    const invalid = values.days.length > 0 && !/^([01]\d|2[0-3]):[0-5]\d$/.test(values.time);
    setError(invalid ? LL.validation.invalidTime() : undefined);
    if (invalid) return;
    setTiming.mutate(
      { taskId: task.taskId, days: values.days, time: values.days.length ? values.time : null },
      { onSuccess: () => showToast('success', LL.codecheckSettings.saved()) },
    );
  }

  return (
    <Stack gap="8" maxWidth="720px">
      <form onSubmit={save} noValidate data-testid="settings-check">
        <Stack gap="4">
          <TimingFields values={values} error={error} onChange={setValues} disabled={!access.editable} />
          {access.editable ? (
            <Button type="submit" width="fit-content" loading={setTiming.isPending} data-testid="settings-save">
              {LL.common.save()}
            </Button>
          ) : null}
        </Stack>
      </form>
      <Box borderTopWidth="1px" pt="5">
        <Heading as="h3" size="sm" mb="2">
          {words.scanNow()}
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="3">
          {task.status === TASK_STATUS.suspended ? words.scanSuspended() : words.scanNowHelp()}
        </Text>
        <HStack>
          <Button
            size="sm"
            variant="outline"
            disabled={task.status === TASK_STATUS.suspended}
            loading={execute.isPending}
            onClick={() => execute.mutate({ taskId: task.taskId }, { onSuccess: ({ buildNum }) => showToast('success', LL.codecheckTasks.scanStarted({ buildNum })) })}
            data-testid="settings-scan-now"
          >
            {words.scanNow()}
          </Button>
        </HStack>
      </Box>
    </Stack>
  );
}
