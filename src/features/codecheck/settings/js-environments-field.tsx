import { Fieldset, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { type JsEnvironment, jsEnvironment } from '../../../../contract/codecheck-task';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { ChoiceCheckboxes } from '../task-fields/choice-checkboxes';

const CHOICES = jsEnvironment.options.map((environment) => ({ value: environment, label: environment }));

interface Props {
  /** null: ESLint works out each file's environments itself. */
  value: JsEnvironment[] | null;
  onChange: (value: JsEnvironment[] | null) => void;
  disabled: boolean;
  error: string | undefined;
}

/** Which global names ESLint accepts as defined in the task's JavaScript: detected per file, or one choice for all files. */
export function JsEnvironmentsField({ value, onChange, disabled, error }: Props) {
  const { LL } = useI18nContext();
  const words = LL.codecheckSettings.basic.jsEnvironments;
  const mode = value === null ? 'detect' : 'choose';
  return (
    <Fieldset.Root invalid={!!error} disabled={disabled} data-testid="settings-js-environments">
      <Fieldset.Legend>{words.title()}</Fieldset.Legend>
      <RadioGroup.Root value={mode} onValueChange={(details) => onChange(details.value === 'detect' ? null : (value ?? []))} disabled={disabled}>
        <Stack gap="2">
          {(['detect', 'choose'] as const).map((option) => (
            <RadioGroup.Item key={option} value={option} data-testid={`settings-js-env-mode-${option}`}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{words[option]()}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {value === null ? (
        <Text fontSize="sm" color="fg.muted">
          {words.detectHelp()}
        </Text>
      ) : (
        <ChoiceCheckboxes choices={CHOICES} value={value} onChange={(chosen) => onChange(chosen as JsEnvironment[])} disabled={disabled} testId="settings-js-env" />
      )}
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
