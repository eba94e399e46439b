import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { ScreenFrame } from '../../../ui/screen-frame';
import { showToast } from '../../../ui/toaster';
import { useExecuteScan } from '../api/task-mutations';
import { NewTaskForm } from './new-task-form';

interface CreatedTask {
  taskId: number;
  nameCn: string;
}

/** New Task: fill in the task, then start its first scan and open it. */
export function NewTaskScreen() {
  const { LL } = useI18nContext();
  const words = LL.codecheckTasks.newTask;
  const navigate = useNavigate();
  const execute = useExecuteScan();
  const [created, setCreated] = useState<CreatedTask | null>(null);

  function firstScan(task: CreatedTask) {
    execute.mutate(
      { taskId: task.taskId },
      {
        onSuccess: ({ buildNum }) => {
          showToast('success', LL.codecheckTasks.scanStarted({ buildNum }));
          void navigate({ to: '/codecc/task/$taskId/overview', params: { taskId: task.taskId } });
        },
      },
    );
  }

  return (
    <ScreenFrame>
      {created ? (
        <Box borderWidth="1px" rounded="md" p="6" maxWidth="880px" data-testid="task-created">
          <Heading as="h2" size="md" mb="2">
            {words.created({ name: created.nameCn })}
          </Heading>
          <Text color="fg.muted" mb="5">
            {words.createdHelp()}
          </Text>
          <HStack gap="3">
            <Button loading={execute.isPending} onClick={() => firstScan(created)} data-testid="task-first-scan">
              {words.firstScan()}
            </Button>
            <Button asChild variant="outline">
              <Link to="/codecc/task/$taskId/overview" params={{ taskId: created.taskId }} data-testid="task-open">
                {words.openTask()}
              </Link>
            </Button>
            <Button variant="ghost" onClick={() => setCreated(null)}>
              {words.another()}
            </Button>
          </HStack>
        </Box>
      ) : (
        <>
          <Text color="fg.muted" mb="5">
            {words.intro()}
          </Text>
          <NewTaskForm onCreated={setCreated} />
        </>
      )}
    </ScreenFrame>
  );
}
