import { Field, Fieldset, Input, Stack } from '@chakra-ui/react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { ChoiceCheckboxes } from './choice-checkboxes';

export interface TimingValues {
  /** Weekdays as the scheduler counts them: 0 is Sunday. */
  days: number[];
  time: string;
}

const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

interface Props {
  values: TimingValues;
  error?: string;
  onChange: (values: TimingValues) => void;
  disabled?: boolean;
}

/** The weekly scan: on which days and at what time; no day means no scheduled scan. */
export function TimingFields({ values, error, onChange, disabled = false }: Props) {
  const { LL } = useI18nContext();
  const words = LL.codecheckTasks.timing;
  return (
    <Stack gap="4">
      <Fieldset.Root disabled={disabled}>
        <Fieldset.Legend>{words.days()}</Fieldset.Legend>
        <ChoiceCheckboxes
          choices={WEEK_ORDER.map((day) => ({ value: String(day), label: words.weekdays[day]() }))}
          value={values.days.map(String)}
          onChange={(days) => onChange({ ...values, days: days.map(Number) })}
          disabled={disabled}
          testId="timing-days"
        />
        <Fieldset.HelperText>{words.daysHelp()}</Fieldset.HelperText>
      </Fieldset.Root>
      <Field.Root invalid={!!error} disabled={disabled || !values.days.length} width="40">
        <Field.Label>{words.time()}</Field.Label>
        <Input type="time" value={values.time} onChange={(event) => onChange({ ...values, time: event.target.value })} data-testid="timing-time" />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
