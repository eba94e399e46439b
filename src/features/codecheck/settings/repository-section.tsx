import { Box, Button, Stack } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { repoUrl, type TaskDetail } from '../../../../contract/codecheck-task';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { showToast } from '../../../ui/toaster';
import { useUpdateRepository } from '../api/task-mutations';
import { type RepositoryErrors, RepositoryFields, type RepositoryValues } from '../task-fields/repository-fields';
import type { SettingsAccess } from './settings-access';

const valuesOf = (task: TaskDetail): RepositoryValues => ({ repoUrl: task.repoUrl, username: '', password: '', branch: task.branch });

/** Repository: where the task's code comes from and which branch is scanned. */
export function RepositorySection({ task, access }: { task: TaskDetail; access: SettingsAccess }) {
  const { LL } = useI18nContext();
  const update = useUpdateRepository();
  const [values, setValues] = useState(() => valuesOf(task));
  const [errors, setErrors] = useState<RepositoryErrors>({});

  useEffect(() => setValues(valuesOf(task)), [task.taskId, task.repoUrl, task.branch]);

  function save(event: FormEvent) {
    event.preventDefault();
    const found: RepositoryErrors = {
      repoUrl: repoUrl.safeParse(values.repoUrl).success ? undefined : LL.validation.invalidRepoUrl(),
      branch: values.branch.trim() ? undefined : LL.validation.necessary(),
    };
    setErrors(found);
    if (found.repoUrl || found.branch) return;
    const credential = values.username || values.password ? { username: values.username || undefined, password: values.password || undefined } : undefined;
    update.mutate(
      { taskId: task.taskId, repoUrl: values.repoUrl.trim(), branch: values.branch.trim(), credential },
      { onSuccess: () => showToast('success', LL.codecheckSettings.saved()) },
    );
  }

  return (
    <Box maxWidth="720px">
      <form onSubmit={save} noValidate data-testid="settings-repository">
        <Stack gap="4">
          <RepositoryFields values={values} errors={errors} onChange={setValues} disabled={!access.editable} hasCredential={task.hasCredential} />
          {access.editable ? (
            <Button type="submit" width="fit-content" loading={update.isPending} data-testid="settings-save">
              {LL.common.save()}
            </Button>
          ) : null}
        </Stack>
      </form>
    </Box>
  );
}
