import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FLAG, type ScanFailure, type ScanFailureCode } from '../../../../contract/codecheck-codes';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { classifyAdminQuery } from '../../../api/common';
import type { SettingsSection } from '../../../lib/task-views';
import { toolLabel } from '../tool-label';
import type { TaskOverview } from './api/task-overview';

type Build = NonNullable<TaskOverview['lastAnalysis']>;

/** Where in the task's settings a person fixes what made the scan fail. */
const SETTINGS_FOR: Partial<Record<ScanFailureCode, SettingsSection>> = {
  repoNotAllowed: 'repository',
  repoAuthFailed: 'repository',
  repoNotFound: 'repository',
  repoUnreachable: 'repository',
  repoBranchNotFound: 'repository',
  invalidBranch: 'repository',
  toolMissing: 'tools',
  toolTimedOut: 'filter',
};

/** Failures only the back office can fix: its security settings list the allowed roots and hosts. */
const BACK_OFFICE: ReadonlySet<ScanFailureCode> = new Set(['repoLocalNotAllowed', 'repoHostNotAllowed']);

/** A failure's reason and what to do about it, in the reader's language. */
export function useFailureWords() {
  const { LL } = useI18nContext();
  return (failure: ScanFailure) => {
    const words = LL.codecheckResults.failures[failure.code];
    const { host, tool, minutes, by } = failure.params;
    const params = { host: String(host ?? ''), tool: toolLabel(LL, String(tool ?? '')), minutes: Number(minutes ?? 0), by: String(by ?? '') };
    return { reason: (words.reason as (values: typeof params) => string)(params), hint: words.hint() };
  };
}

/** The latest scan failed or was stopped: why, what to do, and where to do it. */
export function ScanFailureNotice({ build, taskId, isTaskAdmin }: { build: Build; taskId: number; isTaskAdmin: boolean }) {
  const { LL } = useI18nContext();
  const words = LL.codecheckResults;
  const wordsOf = useFailureWords();
  const { data: isBackOfficeAdmin } = useQuery(classifyAdminQuery);
  const failure = build.failure;
  if (!failure || (build.flag !== FLAG.failure && build.flag !== FLAG.interrupted)) return null;
  const { reason, hint } = wordsOf(failure);
  const section = SETTINGS_FOR[failure.code];
  const title = build.flag === FLAG.failure ? words.scanFailed({ buildNum: build.buildNum, reason }) : words.scanInterrupted({ buildNum: build.buildNum, reason });
  return (
    <Alert.Root status={build.flag === FLAG.failure ? 'error' : 'warning'} data-testid="scan-failure" data-code={failure.code}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title data-testid="scan-failure-reason">{title}</Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            <Text data-testid="scan-failure-hint">{hint}</Text>
            {failure.detail ? (
              <Box>
                <Text fontSize="xs" color="fg.muted">
                  {words.failureDetail()}
                </Text>
                <Box as="pre" fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-word" maxHeight="40" overflow="auto" bg="bg.subtle" p="2" rounded="sm" data-testid="scan-failure-detail">
                  {failure.detail}
                </Box>
              </Box>
            ) : null}
            <HStack gap="2">
              {section && isTaskAdmin ? (
                <Button asChild size="xs" variant="outline">
                  <Link to="/codecc/task/$taskId/settings/$section" params={{ taskId, section }}>
                    {words.openTaskSettings()}
                  </Link>
                </Button>
              ) : null}
              {BACK_OFFICE.has(failure.code) && isBackOfficeAdmin === true ? (
                <Button asChild size="xs" variant="outline">
                  <Link to="/manage/security">{words.openSecurity()}</Link>
                </Button>
              ) : null}
            </HStack>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
