import { Box, Button, Field, Fieldset, Heading, HStack, Input, NativeSelect, RadioGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { BUSINESS_STATUS, TASK_LIMITS } from '../../../../contract/constants';
import { TOOLS } from '../../../../contract/tools';
import { checkText } from '../../../../contract/validation';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { ApiError } from '../../../api/api-error';
import { validationMessage } from '../../../lib/validation-message';
import { useCreateTask } from '../api/create-task';
import { useNameTaken } from '../api/name-taken';
import { useProjects } from '../api/projects';
import { ChoiceCheckboxes } from '../task-fields/choice-checkboxes';
import { RepositoryFields } from '../task-fields/repository-fields';
import { LANGUAGE_CHOICES, toolChoices } from '../task-fields/task-choices';
import { TimingFields } from '../task-fields/timing-fields';
import { useSettledValue } from '../task-fields/use-settled-value';
import { checkNewTask, NAME_EN_RULES, type NewTaskErrors, type NewTaskValues, serverTaskErrors } from './new-task-checks';

const BLANK: NewTaskValues = {
  nameEn: '',
  nameCn: '',
  projectId: '',
  langs: [],
  tools: ['CCN', 'DUPC'],
  repoUrl: '',
  username: '',
  password: '',
  branch: '',
  scanType: 'full',
  timing: { days: [], time: '03:00' },
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" borderWidth="1px" rounded="md" p="5">
      <Heading as="h2" size="sm" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Names, languages, tools, repository and branch, and when to scan: everything a new task needs. */
export function NewTaskForm({ onCreated }: { onCreated: (task: { taskId: number; nameCn: string }) => void }) {
  const { LL } = useI18nContext();
  const words = LL.codecheckTasks.newTask;
  const [values, setValues] = useState<NewTaskValues>(BLANK);
  const [errors, setErrors] = useState<NewTaskErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateTask();
  const projects = useProjects();
  const set = <K extends keyof NewTaskValues>(key: K, value: NewTaskValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  // The English name is checked as it is typed: once typing pauses, its own rules, then whether it is taken.
  const typedName = values.nameEn.trim();
  const settledName = useSettledValue(typedName);
  const settledIssue = settledName && settledName === typedName ? checkText(settledName, NAME_EN_RULES) : null;
  const askable = settledName && !checkText(settledName, NAME_EN_RULES) ? settledName : null;
  const taken = useNameTaken(askable);
  const nameEnTaken = askable === typedName && taken.data?.duplicate === true;
  const nameEnError = errors.nameEn ?? (settledIssue ? validationMessage(LL, settledIssue) : nameEnTaken ? words.nameTaken() : undefined);

  const tools = toolChoices(values.langs, LL);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkNewTask(LL, values);
    if (nameEnTaken) found.nameEn = words.nameTaken();
    setErrors(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) return;
    const credential = values.username || values.password ? { username: values.username || undefined, password: values.password || undefined } : undefined;
    try {
      const { taskId } = await create.mutateAsync({
        nameEn: values.nameEn.trim(),
        nameCn: values.nameCn.trim(),
        langs: values.langs,
        // Only tools that read a chosen language: ticking a tool and then dropping its language leaves it out.
        tools: TOOLS.filter((tool) => values.tools.includes(tool.name) && tools.some((choice) => choice.value === tool.name)).map((tool) => tool.name),
        repoUrl: values.repoUrl.trim(),
        branch: values.branch.trim(),
        credential,
        projectId: values.projectId || undefined,
        scanType: values.scanType,
        timing: values.timing.days.length ? { days: values.timing.days, time: values.timing.time } : undefined,
      });
      onCreated({ taskId, nameCn: values.nameCn.trim() });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === BUSINESS_STATUS.taskNameTaken) {
        setErrors({ nameEn: words.nameTaken() });
        return;
      }
      const fields = serverTaskErrors(error.fields);
      setErrors(fields);
      if (!Object.keys(fields).length) setFailure(error.message);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="new-task-form">
      <Stack gap="5" maxWidth="880px">
        <Section title={words.basics()}>
          <Stack gap="4">
            <HStack gap="4" align="flex-start">
              <Field.Root invalid={!!nameEnError} required>
                <Field.Label>{words.nameEn()}</Field.Label>
                <HStack width="full">
                  <Input value={values.nameEn} onChange={(event) => set('nameEn', event.target.value)} data-testid="task-name-en" />
                  {taken.isFetching ? <Spinner size="sm" /> : null}
                </HStack>
                <Field.HelperText>{words.nameEnHelp({ min: TASK_LIMITS.nameEnMin, max: TASK_LIMITS.nameEnMax })}</Field.HelperText>
                <Field.ErrorText data-testid="task-name-en-error">{nameEnError}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.nameCn} required>
                <Field.Label>{words.nameCn()}</Field.Label>
                <Input value={values.nameCn} onChange={(event) => set('nameCn', event.target.value)} data-testid="task-name-cn" />
                <Field.HelperText>{words.nameCnHelp({ min: TASK_LIMITS.nameCnMin, max: TASK_LIMITS.nameCnMax })}</Field.HelperText>
                <Field.ErrorText data-testid="task-name-cn-error">{errors.nameCn}</Field.ErrorText>
              </Field.Root>
            </HStack>
            <Field.Root invalid={!!errors.projectId} width="sm">
              <Field.Label>{words.project()}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={values.projectId} onChange={(event) => set('projectId', event.target.value)} data-testid="task-project">
                  <option value="">{words.noProject()}</option>
                  {(projects.data ?? []).map((project) => (
                    <option key={project.projectId} value={project.projectId}>
                      {project.projectName}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.projectId}</Field.ErrorText>
            </Field.Root>
          </Stack>
        </Section>

        <Section title={words.langsAndTools()}>
          <Stack gap="4">
            <Fieldset.Root invalid={!!errors.langs}>
              <Fieldset.Legend>{words.langs()}</Fieldset.Legend>
              <ChoiceCheckboxes choices={LANGUAGE_CHOICES} value={values.langs} onChange={(langs) => set('langs', langs)} testId="task-langs" />
              <Fieldset.ErrorText data-testid="task-langs-error">{errors.langs}</Fieldset.ErrorText>
            </Fieldset.Root>
            <Fieldset.Root invalid={!!errors.tools}>
              <Fieldset.Legend>{words.tools()}</Fieldset.Legend>
              {tools.length ? (
                <ChoiceCheckboxes choices={tools} value={values.tools} onChange={(chosen) => set('tools', chosen)} testId="task-tools" />
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  {words.toolsNeedLangs()}
                </Text>
              )}
              <Fieldset.HelperText>{words.toolsHelp()}</Fieldset.HelperText>
              <Fieldset.ErrorText>{errors.tools}</Fieldset.ErrorText>
            </Fieldset.Root>
          </Stack>
        </Section>

        <Section title={words.repository()}>
          <RepositoryFields
            values={values}
            errors={errors}
            onChange={(repository) => {
              setValues((current) => ({ ...current, ...repository }));
              setErrors((current) => ({ ...current, repoUrl: undefined, branch: undefined }));
            }}
          />
        </Section>

        <Section title={words.trigger()}>
          <Stack gap="4">
            <TimingFields values={values.timing} error={errors.timing} onChange={(timing) => set('timing', timing)} />
            <Fieldset.Root>
              <Fieldset.Legend>{LL.codecheckTasks.scanType.label()}</Fieldset.Legend>
              <RadioGroup.Root value={values.scanType} onValueChange={(details) => set('scanType', details.value as NewTaskValues['scanType'])} size="sm">
                <HStack gap="6">
                  {(['full', 'incremental'] as const).map((type) => (
                    <RadioGroup.Item key={type} value={type} data-testid={`task-scan-type-${type}`}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{LL.codecheckTasks.scanType[type]()}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </HStack>
              </RadioGroup.Root>
            </Fieldset.Root>
          </Stack>
        </Section>

        {failure ? (
          <Text color="fg.error" role="alert" data-testid="new-task-error">
            {failure}
          </Text>
        ) : null}
        <HStack>
          <Button type="submit" loading={create.isPending} data-testid="new-task-submit">
            {words.submit()}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
