import { Badge, Button, Center, Code, Field, HStack, Input, Link as ChakraLink, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { taskDetailQuery } from '../../../api/codecheck-tasks';
import { formatDateTime } from '../../../lib/display-format';
import { ScreenFrame } from '../../../ui/screen-frame';
import { GateBadge } from '../results/overview/gate-verdict';
import { useFailureWords } from '../results/scan-failure';
import { useBranchAnalyses, useStartBranchAnalysis } from './branch-analysis-api';
import { shortCommit, STATUS_COLORS } from './branch-analysis-words';

/** Start an analysis of a branch against a base branch; the base is the task's branch unless named. */
function StartForm({ taskId, taskBranch }: { taskId: number; taskBranch: string }) {
  const { LL } = useI18nContext();
  const words = LL.branchAnalysis;
  const [sourceBranch, setSourceBranch] = useState('');
  const [baseBranch, setBaseBranch] = useState('');
  const start = useStartBranchAnalysis(taskId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const source = sourceBranch.trim();
    if (!source) return;
    start.mutate({ sourceBranch: source, ...(baseBranch.trim() ? { baseBranch: baseBranch.trim() } : {}) }, { onSuccess: () => setSourceBranch('') });
  };
  return (
    <form onSubmit={submit} data-testid="branch-analysis-form">
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Field.Root width="64" required>
          <Field.Label>{words.sourceBranch()}</Field.Label>
          <Input value={sourceBranch} onChange={(event) => setSourceBranch(event.target.value)} maxLength={200} data-testid="branch-analysis-source" />
        </Field.Root>
        <Field.Root width="64">
          <Field.Label>{words.baseBranch()}</Field.Label>
          <Input value={baseBranch} onChange={(event) => setBaseBranch(event.target.value)} placeholder={taskBranch} maxLength={200} data-testid="branch-analysis-base" />
          <Field.HelperText>{words.baseBranchHint({ branch: taskBranch })}</Field.HelperText>
        </Field.Root>
        <Button type="submit" loading={start.isPending} disabled={!sourceBranch.trim()} data-testid="branch-analysis-start" mb={{ base: 0, md: '6' }}>
          {words.start()}
        </Button>
      </HStack>
    </form>
  );
}

/** A task's branch analyses: start one, and each one's branches, commit, status, verdict and counts. */
export function BranchAnalysesScreen({ taskId }: { taskId: number }) {
  const { LL, locale } = useI18nContext();
  const words = LL.branchAnalysis;
  const { data: task } = useQuery(taskDetailQuery(taskId));
  const { data: analyses } = useBranchAnalyses(taskId);
  const failureWords = useFailureWords();
  return (
    <ScreenFrame>
      <Stack gap="5">
        <Text color="fg.muted" maxWidth="4xl">
          {words.help()}
        </Text>
        {task ? <StartForm taskId={taskId} taskBranch={task.branch} /> : null}
        {!analyses ? (
          <Center py="10">
            <Spinner />
          </Center>
        ) : analyses.length === 0 ? (
          <Text color="fg.muted" py="6" data-testid="branch-analyses-empty">
            {words.empty()}
          </Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" data-testid="branch-analyses">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{words.columns.branches()}</Table.ColumnHeader>
                  <Table.ColumnHeader>{words.columns.commit()}</Table.ColumnHeader>
                  <Table.ColumnHeader>{words.columns.status()}</Table.ColumnHeader>
                  <Table.ColumnHeader>{words.columns.gate()}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{words.columns.defects()}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{words.columns.riskyFunctions()}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{words.columns.duplicatedBlocks()}</Table.ColumnHeader>
                  <Table.ColumnHeader>{words.columns.createdBy()}</Table.ColumnHeader>
                  <Table.ColumnHeader>{words.columns.createdAt()}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {analyses.map((analysis) => {
                  const ended = analysis.status === 'succeeded' || analysis.status === 'failed';
                  const names = { source: analysis.sourceBranch, base: analysis.baseBranch };
                  return (
                    <Table.Row key={analysis.id} data-testid="branch-analysis-row" data-status={analysis.status}>
                      <Table.Cell>
                        <ChakraLink asChild>
                          <Link to="/codecc/task/$taskId/branches/$analysisId" params={{ taskId, analysisId: analysis.id }} aria-label={words.open(names)}>
                            {words.detailTitle(names)}
                          </Link>
                        </ChakraLink>
                      </Table.Cell>
                      <Table.Cell>{analysis.sourceCommit ? <Code>{shortCommit(analysis.sourceCommit)}</Code> : words.notYet()}</Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={STATUS_COLORS[analysis.status]} data-testid="branch-analysis-status">
                          {words.statuses[analysis.status]()}
                        </Badge>
                        {analysis.failure ? (
                          <Text fontSize="xs" color="fg.muted" mt="1" maxWidth="64">
                            {failureWords(analysis.failure).reason}
                          </Text>
                        ) : null}
                      </Table.Cell>
                      <Table.Cell data-testid="branch-analysis-gate">{analysis.gate ? <GateBadge status={analysis.gate.status} /> : words.notYet()}</Table.Cell>
                      <Table.Cell textAlign="end">{ended ? analysis.counts.defects : words.notYet()}</Table.Cell>
                      <Table.Cell textAlign="end">{ended ? analysis.counts.riskyFunctions : words.notYet()}</Table.Cell>
                      <Table.Cell textAlign="end">{ended ? analysis.counts.duplicatedBlocks : words.notYet()}</Table.Cell>
                      <Table.Cell>{analysis.createdBy}</Table.Cell>
                      <Table.Cell color="fg.muted">{formatDateTime(analysis.createdAt, locale)}</Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>
    </ScreenFrame>
  );
}
