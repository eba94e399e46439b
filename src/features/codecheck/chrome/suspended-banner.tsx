import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { TASK_STATUS } from '../../../../contract/codecheck-codes';
import type { TaskDetail } from '../../../../contract/codecheck-task';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { formatDateTime } from '../../../lib/display-format';
import { showToast } from '../../../ui/toaster';
import { useResumeTask } from '../api/task-mutations';

/**
 * Every screen of a suspended task says so: its results stop changing and it cannot be scanned, which
 * a person on the overview or the defect list would otherwise find out only from a refused scan.
 */
export function SuspendedBanner({ task }: { task: TaskDetail }) {
  const { LL, locale } = useI18nContext();
  const words = LL.codecheckTasks;
  const resume = useResumeTask();
  if (task.status !== TASK_STATUS.suspended) return null;
  // A pipeline's task is resumed by its pipeline, as the settings' management section says.
  const mayResume = task.isAdmin && !task.createdFromPipeline;
  return (
    <Alert.Root status="warning" mx="8" mt="4" width="auto" data-testid="task-suspended">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{words.suspendedBanner()}</Alert.Title>
        <Alert.Description>
          <Stack gap="0.5">
            {task.suspended ? <Text data-testid="task-suspended-by">{words.suspendedBy({ who: task.suspended.by, time: formatDateTime(task.suspended.at, locale) })}</Text> : null}
            {task.suspendReason ? <Text data-testid="task-suspended-reason">{words.suspendedReason({ reason: task.suspendReason })}</Text> : null}
          </Stack>
        </Alert.Description>
      </Alert.Content>
      {mayResume ? (
        <Button
          size="sm"
          alignSelf="center"
          loading={resume.isPending}
          onClick={() => resume.mutate({ taskId: task.taskId }, { onSuccess: () => showToast('success', words.resumed({ name: task.nameCn })) })}
          data-testid="task-suspended-resume"
        >
          {words.resume()}
        </Button>
      ) : null}
    </Alert.Root>
  );
}
