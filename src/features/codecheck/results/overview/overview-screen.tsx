import { Button, Center, Flex, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { FLAG, TASK_STATUS } from '../../../../../contract/codecheck-codes';
import { useI18nContext } from '../../../../../i18n/i18n-react';
import { formatDateTime } from '../../../../lib/display-format';
import { ScreenFrame } from '../../../../ui/screen-frame';
import { showToast } from '../../../../ui/toaster';
import { toolLabel } from '../../tool-label';
import { taskCheckstyleUrl, taskSarifUrl } from '../api/export-urls';
import { useStartScan } from '../api/start-scan';
import { useTaskOverview } from '../api/task-overview';
import { ScanFailureNotice } from '../scan-failure';
import { BuildRecords } from './build-records';
import { CodeDetailTable } from './code-detail-table';
import { GateVerdict } from './gate-verdict';
import { ToolCard } from './tool-card';

/** A task at a glance: each tool's steps and figures, the code per language and the builds (spec §2). */
export function OverviewScreen({ taskId }: { taskId: number }) {
  const { LL, locale } = useI18nContext();
  const words = LL.codecheckResults;
  const { data: overview } = useTaskOverview(taskId);
  const startScan = useStartScan(taskId);

  if (!overview) {
    return (
      <ScreenFrame>
        <Center py="16">
          <Spinner />
        </Center>
      </ScreenFrame>
    );
  }
  const { task, lastAnalysis, tools, codeDetail } = overview;
  const running = lastAnalysis?.flag === FLAG.running;
  const states = new Map(task.enableToolList.map((tool) => [tool.toolName, tool]));
  const toolNames = new Map(tools.map((tool) => [tool.toolName, toolLabel(LL, tool.toolName, tool.toolDisplayName)]));
  // Each tool's steps in the latest scan, and its own reason from the last of them.
  const stepsOf = (toolName: string) => lastAnalysis?.steps.filter((step) => step.toolName === toolName) ?? [];

  return (
    <ScreenFrame>
      <Stack gap="6">
        <Flex justify="space-between" align="center" gap="4">
          <Text color="fg.muted" data-testid="last-scan">
            {lastAnalysis
              ? words.lastScan({ buildNum: lastAnalysis.buildNum, time: formatDateTime(lastAnalysis.startTime ?? lastAnalysis.queuedTime, locale) })
              : words.neverScanned()}
          </Text>
          <HStack gap="2">
            {lastAnalysis ? (
              <>
                <Button asChild size="sm" variant="outline">
                  <a href={taskSarifUrl(taskId)} download title={words.downloadSarifTitle()} data-testid="download-sarif">
                    {words.downloadSarif()}
                  </a>
                </Button>
                <Button asChild size="sm" variant="outline">
                  <a href={taskCheckstyleUrl(taskId)} download title={words.downloadCheckstyleTitle()} data-testid="download-checkstyle">
                    {words.downloadCheckstyle()}
                  </a>
                </Button>
              </>
            ) : null}
            {task.isAdmin ? (
              <Button
                size="sm"
                loading={startScan.isPending || running}
                disabled={task.status === TASK_STATUS.suspended}
                loadingText={words.flags.running()}
                onClick={() => startScan.mutate(undefined, { onSuccess: ({ buildNum }) => showToast('success', words.scanStarted({ buildNum })) })}
                data-testid="start-scan"
              >
                {words.startScan()}
              </Button>
            ) : null}
          </HStack>
        </Flex>
        {lastAnalysis ? <ScanFailureNotice build={lastAnalysis} taskId={taskId} isTaskAdmin={task.isAdmin} /> : null}
        {lastAnalysis && !running ? <GateVerdict taskId={taskId} buildNum={lastAnalysis.buildNum} gate={lastAnalysis.gate} isTaskAdmin={task.isAdmin} /> : null}
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" data-testid="tool-cards">
          {tools.map((tool) => (
            <ToolCard key={tool.toolName} taskId={taskId} tool={tool} state={states.get(tool.toolName)} visited={stepsOf(tool.toolName).map((step) => step.step)}
              failure={stepsOf(tool.toolName).at(-1)?.failure ?? null}
            />
          ))}
        </SimpleGrid>
        <Stack gap="2">
          <Heading as="h2" size="md">
            {words.codeDetail()}
          </Heading>
          <CodeDetailTable rows={codeDetail} />
        </Stack>
        <Stack gap="2">
          <Heading as="h2" size="md">
            {words.buildRecords()}
          </Heading>
          <BuildRecords taskId={taskId} toolNames={toolNames} />
        </Stack>
      </Stack>
    </ScreenFrame>
  );
}
