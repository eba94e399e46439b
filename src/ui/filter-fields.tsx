import { Input, NativeSelect, Text } from '@chakra-ui/react';
import { useI18nContext } from '../../i18n/i18n-react';
import { Labelled } from './labelled';

/**
 * The fields of a filter bar (a list's search, the history, the recycle bin, full-text search), each with its
 * name above it: a choice with an 'any' entry, a free text, and a span of days.
 */

export interface ChoiceOption<T extends string | number> {
  value: T;
  label: string;
}

export function ChoiceFilter<T extends string | number>({ label, anyLabel, value, options, onChange, width = '48', testId }: {
  label: string;
  anyLabel: string;
  value: T | undefined;
  options: readonly ChoiceOption<T>[];
  onChange: (value: T | undefined) => void;
  width?: string;
  testId: string;
}) {
  return (
    <Labelled label={label}>
      <NativeSelect.Root size="sm" width={width}>
        <NativeSelect.Field aria-label={label} value={value ?? ''} onChange={(event) => onChange(options.find((option) => String(option.value) === event.target.value)?.value)} data-testid={testId}>
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Labelled>
  );
}

export function TextFilter({ label, value, placeholder, maxLength, onChange, testId }: {
  label: string;
  value: string | undefined;
  placeholder?: string;
  maxLength: number;
  onChange: (value: string | undefined) => void;
  testId: string;
}) {
  return (
    <Labelled label={label}>
      <Input size="sm" width="40" value={value ?? ''} maxLength={maxLength} placeholder={placeholder} aria-label={label} onChange={(event) => onChange(event.target.value || undefined)} data-testid={testId} />
    </Labelled>
  );
}

/**
 * Two day fields (YYYY-MM-DD in the address), each named for assistive technology by its label and
 * written in the app's language (`lang`), not the browser's; the test ids are `{testIdPrefix}-from` and `-to`.
 */
export function DateRangeFilter({ from, to, fromLabel, toLabel, onChange, testIdPrefix }: {
  from: string | undefined;
  to: string | undefined;
  fromLabel: string;
  toLabel: string;
  onChange: (patch: { from?: string; to?: string }) => void;
  testIdPrefix: string;
}) {
  const { locale } = useI18nContext();
  return (
    <>
      <Labelled label={fromLabel}>
        <Input size="sm" type="date" width="40" lang={locale} aria-label={fromLabel} value={from ?? ''} onChange={(event) => onChange({ from: event.target.value || undefined })} data-testid={`${testIdPrefix}-from`} />
      </Labelled>
      <Labelled label={toLabel}>
        <Input size="sm" type="date" width="40" lang={locale} aria-label={toLabel} value={to ?? ''} onChange={(event) => onChange({ to: event.target.value || undefined })} data-testid={`${testIdPrefix}-to`} />
      </Labelled>
    </>
  );
}

/** Said under a filter bar whose span of days ends before it starts. */
export function RangeError({ testId }: { testId: string }) {
  const { LL } = useI18nContext();
  return (
    <Text color="fg.error" fontSize="sm" mb="2" role="alert" data-testid={testId}>
      {LL.filters.badRange()}
    </Text>
  );
}
