import { Badge, Box, Card, Center, Code, DataList, Heading, HStack, Link as ChakraLink, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { BRANCH_DUPLICATION_MIN_LINES, type BranchFinding } from '../../../../contract/codecheck-branch';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { ScreenFrame } from '../../../ui/screen-frame';
import { gateConditionWords, gateFigure } from '../gate-words';
import { GateBadge } from '../results/overview/gate-verdict';
import { useFailureWords } from '../results/scan-failure';
import { toolLabel } from '../tool-label';
import { useBranchAnalysis } from './branch-analysis-api';
import { SEVERITY_KEYS, shortCommit, STATUS_COLORS } from './branch-analysis-words';

function byFile(findings: BranchFinding[]): [string, BranchFinding[]][] {
  const files = new Map<string, BranchFinding[]>();
  for (const finding of findings) files.set(finding.filePath, [...(files.get(finding.filePath) ?? []), finding]);
  return [...files];
}

/** One finding: what it is, where, and what it says. */
function FindingLine({ finding }: { finding: BranchFinding }) {
  const { LL } = useI18nContext();
  const words = LL.branchAnalysis;
  const where = finding.line === finding.endLine ? words.line({ line: finding.line }) : words.lines({ from: finding.line, to: finding.endLine });
  const severity = finding.severity === 1 || finding.severity === 2 || finding.severity === 3 ? SEVERITY_KEYS[finding.severity] : null;
  return (
    <List.Item data-testid="branch-finding" data-kind={finding.kind} data-line={finding.line}>
      <HStack gap="2" wrap="wrap" align="baseline">
        <Text fontFamily="mono" fontSize="sm" minWidth="28">
          {where}
        </Text>
        <Badge variant="outline">{words.kinds[finding.kind]()}</Badge>
        {severity ? <Badge colorPalette={severity === 'high' ? 'red' : severity === 'medium' ? 'orange' : 'gray'}>{words.severities[severity]()}</Badge> : null}
        <Text fontSize="sm" color="fg.muted">
          {toolLabel(LL, finding.toolName)}
          {finding.checker ? ` · ${finding.checker}` : ''}
        </Text>
        {finding.message ? <Text fontSize="sm">{finding.message}</Text> : null}
        {finding.functionName ? (
          <Text fontSize="sm">
            <Code>{finding.functionName}</Code> {finding.ccn !== null ? words.ccn({ ccn: finding.ccn }) : ''}
          </Text>
        ) : null}
        {finding.duplicateOf ? <Text fontSize="sm">{words.duplicateOf({ path: finding.duplicateOf.filePath, from: finding.duplicateOf.line, to: finding.duplicateOf.endLine })}</Text> : null}
      </HStack>
    </List.Item>
  );
}

/** One branch analysis: its branches and commits, its verdict, and its new findings grouped by file. */
export function BranchAnalysisScreen({ taskId, analysisId }: { taskId: number; analysisId: number }) {
  const { LL } = useI18nContext();
  const words = LL.branchAnalysis;
  const { data: analysis } = useBranchAnalysis(taskId, analysisId);
  const failureWords = useFailureWords();
  if (!analysis) {
    return (
      <ScreenFrame>
        <Center py="16">
          <Spinner />
        </Center>
      </ScreenFrame>
    );
  }
  const ended = analysis.status === 'succeeded' || analysis.status === 'failed';
  const failing = analysis.gate?.conditions.filter((condition) => condition.failed) ?? [];
  const { changedLines, duplicatedChangedLines } = analysis.counts;
  const duplication =
    !ended || duplicatedChangedLines === null
      ? words.notYet()
      : changedLines < BRANCH_DUPLICATION_MIN_LINES
        ? words.duplicationSmall({ count: BRANCH_DUPLICATION_MIN_LINES })
        : gateFigure('duplicationRate', Math.round((duplicatedChangedLines / changedLines) * 10_000) / 100);
  const files = byFile(analysis.findings);
  return (
    <ScreenFrame showTitle={false}>
      <Stack gap="5">
        <ChakraLink asChild fontSize="sm">
          <Link to="/codecc/task/$taskId/branches" params={{ taskId }}>
            {words.backToList()}
          </Link>
        </ChakraLink>
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size="xl" data-testid="branch-analysis-title">
            {words.detailTitle({ source: analysis.sourceBranch, base: analysis.baseBranch })}
          </Heading>
          <Badge colorPalette={STATUS_COLORS[analysis.status]} data-testid="branch-analysis-status">
            {words.statuses[analysis.status]()}
          </Badge>
          {analysis.gate ? <GateBadge status={analysis.gate.status} /> : null}
        </HStack>
        {analysis.failure ? <Text color="fg.error">{failureWords(analysis.failure).reason}</Text> : null}
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>{words.sourceCommit()}</DataList.ItemLabel>
            <DataList.ItemValue>{analysis.sourceCommit ? <Code>{shortCommit(analysis.sourceCommit)}</Code> : words.notYet()}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{words.mergeBase()}</DataList.ItemLabel>
            <DataList.ItemValue>{analysis.mergeBase ? <Code>{shortCommit(analysis.mergeBase)}</Code> : words.notYet()}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{words.changedLines()}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="branch-changed-lines">{ended ? changedLines : words.notYet()}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{words.duplication()}</DataList.ItemLabel>
            <DataList.ItemValue>{duplication}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        {failing.length ? (
          <Box data-testid="branch-gate-failing">
            <Text fontWeight="medium">{words.failedConditions()}</Text>
            <List.Root ps="5">
              {failing.map((condition) => (
                <List.Item key={`${condition.metric}-${condition.toolName ?? ''}`}>
                  {gateConditionWords(LL, condition)} · {LL.qualityGate.measured({ value: condition.value === null ? '—' : gateFigure(condition.metric, condition.value) })}
                </List.Item>
              ))}
            </List.Root>
          </Box>
        ) : null}
        <Heading as="h2" size="md">
          {words.findings()}
        </Heading>
        {!ended ? (
          <Text color="fg.muted">{words.waiting()}</Text>
        ) : files.length === 0 ? (
          <Text color="fg.muted" data-testid="branch-findings-empty">
            {words.noFindings()}
          </Text>
        ) : (
          <Stack gap="3" data-testid="branch-findings">
            {files.map(([file, findings]) => (
              <Card.Root key={file} size="sm" data-testid="branch-finding-file" data-file={file}>
                <Card.Header>
                  <HStack justify="space-between" wrap="wrap">
                    <Heading as="h3" size="sm" fontFamily="mono" wordBreak="break-all">
                      {file}
                    </Heading>
                    <Text fontSize="sm" color="fg.muted">
                      {words.fileFindings({ count: findings.length })}
                    </Text>
                  </HStack>
                </Card.Header>
                <Card.Body>
                  <List.Root gap="2" variant="plain">
                    {findings.map((finding, index) => (
                      <FindingLine key={index} finding={finding} />
                    ))}
                  </List.Root>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        )}
      </Stack>
    </ScreenFrame>
  );
}
