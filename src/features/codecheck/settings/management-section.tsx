import { Badge, Box, Button, Field, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { TASK_STATUS } from '../../../../contract/codecheck-codes';
import type { TaskDetail } from '../../../../contract/codecheck-task';
import { SUSPEND_REASON_MIN, TASK_LIMITS } from '../../../../contract/constants';
import { checkText } from '../../../../contract/validation';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { validationMessage } from '../../../lib/validation-message';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { showToast } from '../../../ui/toaster';
import { useDeleteTask, useResumeTask, useSuspendTask } from '../api/task-mutations';
import type { SettingsAccess } from './settings-access';

/** Management: suspend the task with a reason (its scheduled scans stop), resume it, or delete it. */
export function ManagementSection({ task, access }: { task: TaskDetail; access: SettingsAccess }) {
  const { LL } = useI18nContext();
  const words = LL.codecheckSettings.management;
  const navigate = useNavigate();
  const suspend = useSuspendTask();
  const resume = useResumeTask();
  const remove = useDeleteTask();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const suspended = task.status === TASK_STATUS.suspended;

  function submitSuspend(event: FormEvent) {
    event.preventDefault();
    const issue = checkText(reason, { required: true, min: SUSPEND_REASON_MIN, max: TASK_LIMITS.suspendReasonMax });
    setError(issue ? validationMessage(LL, issue) : undefined);
    if (issue) return;
    suspend.mutate(
      { taskId: task.taskId, reason: reason.trim() },
      {
        onSuccess: () => {
          setReason('');
          showToast('success', words.suspendedToast({ name: task.nameCn }));
        },
      },
    );
  }

  return (
    <Stack gap="8" maxWidth="720px">
      <HStack gap="3" data-testid="settings-task-status">
        <Text fontWeight="medium">{words.status()}</Text>
        <Badge colorPalette={suspended ? 'orange' : 'green'}>{suspended ? words.suspended() : words.active()}</Badge>
      </HStack>

      {suspended ? (
        <Box>
          <Text fontSize="sm" color="fg.muted" mb="3" data-testid="settings-suspend-reason">
            {words.suspendedBecause({ reason: task.suspendReason ?? '' })}
          </Text>
          {access.editable ? (
            <Button
              loading={resume.isPending}
              onClick={() => resume.mutate({ taskId: task.taskId }, { onSuccess: () => showToast('success', LL.codecheckTasks.resumed({ name: task.nameCn })) })}
              data-testid="settings-resume"
            >
              {LL.codecheckTasks.resume()}
            </Button>
          ) : null}
        </Box>
      ) : (
        <form onSubmit={submitSuspend} noValidate data-testid="settings-suspend">
          <Heading as="h3" size="sm" mb="2">
            {words.suspendTitle()}
          </Heading>
          <Text fontSize="sm" color="fg.muted" mb="3">
            {words.suspendHelp()}
          </Text>
          <Field.Root invalid={!!error} required disabled={!access.editable}>
            <Field.Label>{words.reason()}</Field.Label>
            <Textarea value={reason} rows={3} onChange={(event) => setReason(event.target.value)} data-testid="suspend-reason" />
            <Field.HelperText>{words.reasonHelp({ count: SUSPEND_REASON_MIN })}</Field.HelperText>
            <Field.ErrorText data-testid="suspend-reason-error">{error}</Field.ErrorText>
          </Field.Root>
          {access.editable ? (
            <Button type="submit" mt="3" colorPalette="red" loading={suspend.isPending} data-testid="settings-suspend-submit">
              {words.suspend()}
            </Button>
          ) : null}
        </form>
      )}

      {access.editable ? (
        <Box borderWidth="1px" borderColor="border.error" rounded="md" p="4">
          <Heading as="h3" size="sm" mb="2">
            {words.deleteTitle()}
          </Heading>
          <Text fontSize="sm" color="fg.muted" mb="3">
            {words.deleteHelp()}
          </Text>
          <Button size="sm" colorPalette="red" variant="outline" onClick={() => setConfirming(true)} data-testid="settings-delete">
            {words.deleteTitle()}
          </Button>
        </Box>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={words.deleteTitle()}
        message={words.deleteConfirm({ name: task.nameCn })}
        confirmLabel={words.delete()}
        danger
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { taskId: task.taskId },
            {
              onSuccess: () => {
                setConfirming(false);
                showToast('success', words.deleted({ name: task.nameCn }));
                void navigate({ to: '/codecc/tasks' });
              },
            },
          )
        }
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
