import { Badge, Box, Card, Flex, HStack, Link as ChakraLink, Stack, Stat, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { FLAG, type ScanFailure, STEP, type StepCode } from '../../../../../contract/codecheck-codes';
import type { OverviewTool } from '../../../../../contract/codecheck-defect';
import type { TaskDetail } from '../../../../../contract/codecheck-task';
import { useI18nContext } from '../../../../../i18n/i18n-react';
import { toolLabel } from '../../tool-label';
import { useFailureWords } from '../scan-failure';
import { BAND_COLORS, flagKey, stepKey } from '../scan-words';

type TaskTool = TaskDetail['enableToolList'][number];

/** The five steps people see (spec §4); a stopped scan ends on its own sixth. */
const VISIBLE_STEPS: StepCode[] = [STEP.queued, STEP.download, STEP.scanning, STEP.submitting, STEP.done];

/** The last step a tool that failed or was stopped had begun: where it broke off. */
function brokeOffAt(visited: readonly StepCode[]): StepCode | null {
  const begun = visited.filter((step) => step < STEP.done);
  return begun.length ? (Math.max(...begun) as StepCode) : null;
}

interface TrailProps {
  state: TaskTool | undefined;
  /** The steps the tool went through in the latest scan. */
  visited: readonly StepCode[];
  failure: ScanFailure | null;
}

function StepTrail({ state, visited, failure }: TrailProps) {
  const { LL } = useI18nContext();
  const wordsOf = useFailureWords();
  const current = state?.curStep ?? null;
  const failed = state?.stepStatus === FLAG.failure || current === STEP.stopped;
  // A scan that broke off marks the step it broke off at; the steps it never reached stay grey.
  const brokeOff = failed ? brokeOffAt(visited) : null;
  return (
    <HStack gap="1" wrap="wrap" data-testid="tool-steps" data-step={current ?? ''} data-flag={state?.stepStatus ?? ''}>
      {VISIBLE_STEPS.map((step) => {
        if (brokeOff !== null) {
          const label = step === STEP.done ? LL.codecheckResults.steps.stopped() : LL.codecheckResults.steps[stepKey(step)]();
          return (
            <Badge key={step} size="sm" variant={step === brokeOff ? 'solid' : 'subtle'} colorPalette={step === brokeOff ? 'red' : step < brokeOff ? 'green' : 'gray'} data-broke-off={step === brokeOff || undefined}>
              {label}
            </Badge>
          );
        }
        const reached = current !== null && (current === STEP.stopped || step <= current);
        const here = step === current || (current === STEP.stopped && step === STEP.done);
        const palette = here && failed ? 'red' : here && state?.stepStatus === FLAG.running ? 'blue' : reached ? 'green' : 'gray';
        return (
          <Badge key={step} size="sm" variant={here ? 'solid' : 'subtle'} colorPalette={palette}>
            {here && current === STEP.stopped ? LL.codecheckResults.steps.stopped() : LL.codecheckResults.steps[stepKey(step)]()}
          </Badge>
        );
      })}
      {state?.stepStatus ? (
        <Text fontSize="xs" color="fg.muted">
          {LL.codecheckResults.flags[flagKey(state.stepStatus)]()}
        </Text>
      ) : null}
      {failed && failure ? (
        <Text fontSize="xs" color="fg.error" flexBasis="full" data-testid="tool-failure" data-code={failure.code}>
          {wordsOf(failure).reason}
        </Text>
      ) : null}
    </HStack>
  );
}

function Figure({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <Stat.Root size="sm" data-testid={testId}>
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value}</Stat.ValueText>
    </Stat.Root>
  );
}

function ToolFigures({ tool }: { tool: OverviewTool }) {
  const { LL } = useI18nContext();
  const words = LL.codecheckResults;
  if (tool.metrics === null) return <Text color="fg.muted">{words.notScannedYet()}</Text>;
  if (tool.toolPattern === 'LINT') {
    const metrics = tool.metrics;
    return (
      <Flex gap="4" wrap="wrap">
        <Figure label={words.newCount()} value={metrics.newDefects} testId="figure-new" />
        <Figure label={words.historyCount()} value={metrics.open - metrics.newDefects} testId="figure-history" />
        <Figure label={words.severity.high()} value={metrics.high} testId="figure-high" />
        <Figure label={words.severity.medium()} value={metrics.medium} testId="figure-medium" />
        <Figure label={words.severity.low()} value={metrics.low} testId="figure-low" />
      </Flex>
    );
  }
  const band = tool.band ? (
    <Badge colorPalette={BAND_COLORS[tool.band]} data-testid="tool-band" data-band={tool.band}>
      {words.band({ band: words.bands[tool.band]() })}
    </Badge>
  ) : null;
  if (tool.toolPattern === 'CCN') {
    const metrics = tool.metrics;
    return (
      <Stack gap="3">
        <HStack gap="3">
          <Figure label={words.averageCcn()} value={metrics.averageCcn.toFixed(2)} testId="figure-average-ccn" />
          {band}
        </HStack>
        <Flex gap="4" wrap="wrap">
          <Figure label={words.risk.extremelyHigh()} value={metrics.extremelyHigh} testId="figure-extremely-high" />
          <Figure label={words.risk.high()} value={metrics.high} testId="figure-high" />
          <Figure label={words.risk.medium()} value={metrics.medium} testId="figure-medium" />
          <Figure label={words.functionCount()} value={metrics.functionCount} testId="figure-functions" />
        </Flex>
      </Stack>
    );
  }
  const metrics = tool.metrics;
  return (
    <Stack gap="3">
      <HStack gap="3">
        <Figure label={words.duplicationRate()} value={`${metrics.rate.toFixed(2)}%`} testId="figure-rate" />
        {band}
      </HStack>
      <Flex gap="4" wrap="wrap">
        <Figure label={words.duplicatedFiles()} value={metrics.duplicatedFiles} testId="figure-duplicated-files" />
        <Figure label={words.cloneBlocks()} value={metrics.blocks} testId="figure-blocks" />
        <Figure label={words.duplicatedLines()} value={metrics.duplicatedLines} testId="figure-duplicated-lines" />
      </Flex>
    </Stack>
  );
}

/** One enabled tool: where it is in the scan, and the figures of its latest scan. */
export function ToolCard({ taskId, tool, state, visited, failure }: { taskId: number; tool: OverviewTool; state: TaskTool | undefined; visited: readonly StepCode[]; failure: ScanFailure | null }) {
  const { LL } = useI18nContext();
  return (
    <Card.Root size="sm" data-testid="tool-card" data-tool={tool.toolName}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2">
          <Card.Title>{toolLabel(LL, tool.toolName, tool.toolDisplayName)}</Card.Title>
          <ChakraLink asChild fontSize="sm" color="blue.fg">
            <Link to="/codecc/task/$taskId/tool/$toolName" params={{ taskId, toolName: tool.toolName }} data-testid="tool-card-link">
              {LL.codecheckResults.viewList()}
            </Link>
          </ChakraLink>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {tool.installed ? <StepTrail state={state} visited={visited} failure={failure} /> : <Text color="fg.warning" fontSize="sm">{LL.codecheckResults.notInstalled()}</Text>}
          <Box>
            <ToolFigures tool={tool} />
          </Box>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
