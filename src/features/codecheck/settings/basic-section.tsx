import { Button, DataList, Field, Fieldset, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import type { JsEnvironment, TaskDetail } from '../../../../contract/codecheck-task';
import { checkText } from '../../../../contract/validation';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { formatDateTime } from '../../../lib/display-format';
import { validationMessage } from '../../../lib/validation-message';
import { showToast } from '../../../ui/toaster';
import { useUpdateTask } from '../api/task-mutations';
import { ChoiceCheckboxes } from '../task-fields/choice-checkboxes';
import { LANGUAGE_CHOICES } from '../task-fields/task-choices';
import { NAME_CN_RULES } from '../tasks/new-task-checks';
import { JsEnvironmentsField } from './js-environments-field';
import type { SettingsAccess } from './settings-access';

function environmentsKey(environments: readonly JsEnvironment[] | null) {
  return environments === null ? null : [...environments].sort().join();
}

/** Basic: the task's names, languages and JavaScript environments, who made it and since when defects count as new. */
export function BasicSection({ task, access }: { task: TaskDetail; access: SettingsAccess }) {
  const { LL, locale } = useI18nContext();
  const words = LL.codecheckSettings.basic;
  const update = useUpdateTask();
  const [nameCn, setNameCn] = useState(task.nameCn);
  const [langs, setLangs] = useState(task.langs);
  const [jsEnvironments, setJsEnvironments] = useState<JsEnvironment[] | null>(task.jsEnvironments);
  const [errors, setErrors] = useState<{ nameCn?: string; langs?: string; jsEnvironments?: string }>({});

  useEffect(() => {
    setNameCn(task.nameCn);
    setLangs(task.langs);
    setJsEnvironments(task.jsEnvironments);
  }, [task.taskId, task.nameCn, task.langs.join(), task.jsEnvironments?.join() ?? null]);

  function save(event: FormEvent) {
    event.preventDefault();
    const nameIssue = checkText(nameCn, NAME_CN_RULES);
    const found = {
      nameCn: nameIssue ? validationMessage(LL, nameIssue) : undefined,
      langs: langs.length ? undefined : LL.validation.atLeastOne(),
      jsEnvironments: jsEnvironments?.length === 0 ? LL.validation.atLeastOne() : undefined,
    };
    setErrors(found);
    if (found.nameCn || found.langs || found.jsEnvironments) return;
    // Sent only when changed: the server records every environment change it is given.
    const environmentsChanged = environmentsKey(jsEnvironments) !== environmentsKey(task.jsEnvironments);
    update.mutate({ taskId: task.taskId, nameCn: nameCn.trim(), langs, ...(environmentsChanged ? { jsEnvironments } : {}) }, { onSuccess: () => showToast('success', LL.codecheckSettings.saved()) });
  }

  const facts = [
    { key: 'nameEn', label: LL.codecheckTasks.newTask.nameEn(), value: task.nameEn },
    { key: 'createdBy', label: words.createdBy(), value: `${task.createdBy} · ${formatDateTime(task.createdAt, locale)}` },
    { key: 'admins', label: words.admins(), value: task.admins.join('、') || '—' },
    { key: 'users', label: words.users(), value: task.users.join('、') || '—' },
    // Without a chosen time the server counts from the end of the first successful scan.
    { key: 'newDefectTime', label: words.newDefectTime(), value: task.newDefectTime ? formatDateTime(task.newDefectTime, locale) : words.newDefectTimeDefault() },
  ];

  return (
    <Stack gap="6" maxWidth="720px">
      <DataList.Root orientation="horizontal" size="sm" data-testid="settings-basic-facts">
        {facts.map((fact) => (
          <DataList.Item key={fact.key} data-testid={`settings-fact-${fact.key}`}>
            <DataList.ItemLabel minWidth="36">{fact.label}</DataList.ItemLabel>
            <DataList.ItemValue>{fact.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <form onSubmit={save} noValidate data-testid="settings-basic">
        <Stack gap="4">
          <Field.Root invalid={!!errors.nameCn} required disabled={!access.editable}>
            <Field.Label>{LL.codecheckTasks.newTask.nameCn()}</Field.Label>
            <Input value={nameCn} onChange={(event) => setNameCn(event.target.value)} data-testid="settings-name-cn" />
            <Field.ErrorText>{errors.nameCn}</Field.ErrorText>
          </Field.Root>
          <Fieldset.Root invalid={!!errors.langs} disabled={!access.editable}>
            <Fieldset.Legend>{LL.codecheckTasks.newTask.langs()}</Fieldset.Legend>
            <ChoiceCheckboxes choices={LANGUAGE_CHOICES} value={langs} onChange={setLangs} disabled={!access.editable} testId="settings-langs" />
            <Fieldset.ErrorText>{errors.langs}</Fieldset.ErrorText>
          </Fieldset.Root>
          <JsEnvironmentsField value={jsEnvironments} onChange={setJsEnvironments} disabled={!access.editable} error={errors.jsEnvironments} />
          {access.editable ? (
            <Button type="submit" width="fit-content" loading={update.isPending} data-testid="settings-save">
              {LL.common.save()}
            </Button>
          ) : null}
        </Stack>
      </form>
    </Stack>
  );
}
