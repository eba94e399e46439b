import { Field, HStack, Input, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { repoUrl } from '../../../../contract/codecheck-task';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { useRepositoryBranches } from '../api/repository-branches';
import { useSettledValue } from './use-settled-value';

export interface RepositoryValues {
  repoUrl: string;
  username: string;
  password: string;
  branch: string;
}

export type RepositoryErrors = Partial<Record<keyof RepositoryValues, string>>;

interface Props {
  values: RepositoryValues;
  errors: RepositoryErrors;
  onChange: (values: RepositoryValues) => void;
  disabled?: boolean;
  /** A credential is kept on the server: empty fields keep it. */
  hasCredential?: boolean;
}

/** The branch the repository prefers when the one chosen is not among its real branches. */
function preferredBranch(branches: readonly string[]): string {
  return branches.find((name) => name === 'main') ?? branches.find((name) => name === 'master') ?? branches[0] ?? '';
}

/** The repository address, an optional credential and a branch picked from the repository's real branches. */
export function RepositoryFields({ values, errors, onChange, disabled = false, hasCredential = false }: Props) {
  const { LL } = useI18nContext();
  const words = LL.codecheckTasks.repository;
  const set = <K extends keyof RepositoryValues>(key: K, value: RepositoryValues[K]) => onChange({ ...values, [key]: value });
  const settledUrl = useSettledValue(values.repoUrl.trim());
  const askable = repoUrl.safeParse(settledUrl).success ? settledUrl : null;
  const branches = useRepositoryBranches(disabled ? null : askable);
  const known = branches.data ?? [];

  // A branch must be one the repository has: keep the chosen one if it is there, else take its main branch.
  useEffect(() => {
    if (!branches.data?.length || branches.data.includes(values.branch)) return;
    onChange({ ...values, branch: preferredBranch(branches.data) });
  }, [branches.data]);

  return (
    <Stack gap="4">
      <Field.Root invalid={!!errors.repoUrl} required disabled={disabled}>
        <Field.Label>{words.url()}</Field.Label>
        <Input value={values.repoUrl} placeholder="https://git.example.com/team/service.git" onChange={(event) => set('repoUrl', event.target.value)} data-testid="repo-url" />
        <Field.HelperText>{words.urlHelp()}</Field.HelperText>
        <Field.ErrorText>{errors.repoUrl}</Field.ErrorText>
      </Field.Root>
      <HStack gap="4" align="flex-start">
        <Field.Root disabled={disabled}>
          <Field.Label>{words.username()}</Field.Label>
          <Input value={values.username} autoComplete="off" onChange={(event) => set('username', event.target.value)} data-testid="repo-username" />
        </Field.Root>
        <Field.Root disabled={disabled}>
          <Field.Label>{words.password()}</Field.Label>
          <Input type="password" value={values.password} autoComplete="new-password" onChange={(event) => set('password', event.target.value)} data-testid="repo-password" />
        </Field.Root>
      </HStack>
      <Text fontSize="xs" color="fg.muted" mt="-2">
        {hasCredential ? words.credentialKept() : words.credentialHelp()}
      </Text>
      <Field.Root invalid={!!errors.branch || branches.isError} required disabled={disabled}>
        <Field.Label>{words.branch()}</Field.Label>
        {branches.isError || disabled ? (
          <Input value={values.branch} onChange={(event) => set('branch', event.target.value)} data-testid="repo-branch-input" />
        ) : (
          <HStack width="full">
            <NativeSelect.Root size="md" disabled={!known.length}>
              <NativeSelect.Field value={values.branch} onChange={(event) => set('branch', event.target.value)} data-testid="repo-branch">
                {known.length ? null : <option value="">{askable ? words.branchesLoading() : words.branchesNeedUrl()}</option>}
                {known.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {branches.isFetching ? <Spinner size="sm" /> : null}
          </HStack>
        )}
        {branches.isError ? (
          <Field.ErrorText data-testid="repo-branches-error">{words.branchesFailed({ message: branches.error.message })}</Field.ErrorText>
        ) : (
          <Field.ErrorText>{errors.branch}</Field.ErrorText>
        )}
      </Field.Root>
    </Stack>
  );
}
