import { Box, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useState } from 'react';
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

/** A picked day (YYYY-MM-DD) written as the app's language writes dates: 2026/11/26, 11/26/2026. */
function dayText(day: string, locale: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, date));
}

/**
 * One day field: the browser's own date input (its calendar, its keyboard entry), which writes dates the
 * browser's way whatever `lang` says. At rest its text is hidden under the day written the app's way (or
 * the app's placeholder), so a Chinese screen never reads mm/dd/yyyy; while it has focus, its own editing shows.
 */
function DayField({ value, label, onChange, testId }: { value: string | undefined; label: string; onChange: (day: string | undefined) => void; testId: string }) {
  const { LL, locale } = useI18nContext();
  const [editing, setEditing] = useState(false);
  return (
    <Box position="relative" width="40">
      <Input
        size="sm"
        type="date"
        lang={locale}
        aria-label={label}
        value={value ?? ''}
        color={editing ? undefined : 'transparent'}
        onFocus={() => setEditing(true)}
        onBlur={() => setEditing(false)}
        onChange={(event) => onChange(event.target.value || undefined)}
        data-testid={testId}
      />
      {editing ? null : (
        <Text aria-hidden position="absolute" insetStart="2.5" top="50%" transform="translateY(-50%)" fontSize="sm" color={value ? 'fg' : 'fg.muted'} pointerEvents="none" data-testid={`${testId}-text`}>
          {value ? dayText(value, locale) : LL.filters.dayPlaceholder()}
        </Text>
      )}
    </Box>
  );
}

/** Two day fields (YYYY-MM-DD in the address), each named by its label; the test ids are `{testIdPrefix}-from` and `-to`. */
export function DateRangeFilter({ from, to, fromLabel, toLabel, onChange, testIdPrefix }: {
  from: string | undefined;
  to: string | undefined;
  fromLabel: string;
  toLabel: string;
  onChange: (patch: { from?: string; to?: string }) => void;
  testIdPrefix: string;
}) {
  return (
    <>
      <Labelled label={fromLabel}>
        <DayField value={from} label={fromLabel} onChange={(day) => onChange({ from: day })} testId={`${testIdPrefix}-from`} />
      </Labelled>
      <Labelled label={toLabel}>
        <DayField value={to} label={toLabel} onChange={(day) => onChange({ to: day })} testId={`${testIdPrefix}-to`} />
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
