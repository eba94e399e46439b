import { Button, Checkbox, Field, Fieldset, Flex, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { type LinkProps, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import type { ToolPattern } from '../../../../../contract/tools';
import { useI18nContext } from '../../../../../i18n/i18n-react';
import { RISK_KEYS, SEVERITY_KEYS } from '../scan-words';
import type { WarnSearch } from './warn-view';

interface Props {
  pattern: ToolPattern;
  search: WarnSearch;
  link: (search: WarnSearch) => LinkProps;
  checkers: { name: string; count: number }[];
  authors: { name: string; count: number }[];
  handlers: { name: string; count: number }[];
}

const IMPACTS = [1, 2, 3] as const;

function Choice({ label, value, options, onChange, testId }: { label: string; value: string | undefined; options: { value: string; label: string }[]; onChange: (value: string | undefined) => void; testId: string }) {
  const { LL } = useI18nContext();
  return (
    <Field.Root width="auto">
      <Field.Label fontSize="xs">{label}</Field.Label>
      <NativeSelect.Root size="sm" width="44">
        <NativeSelect.Field value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)} data-testid={testId}>
          <option value="">{LL.codecheckResults.filters.all()}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The filters of a tool's list; each one changes the address, so the filtered view can be shared. */
export function WarnFilters({ pattern, search, link, checkers, authors, handlers }: Props) {
  const { LL } = useI18nContext();
  const words = LL.codecheckResults;
  const navigate = useNavigate();
  const [filePath, setFilePath] = useState(search.filePath ?? '');
  useEffect(() => setFilePath(search.filePath ?? ''), [search.filePath]);

  const apply = (patch: Partial<WarnSearch>) => void navigate(link({ ...search, ...patch, pageNum: undefined, id: undefined }));
  const submitPath = (event: FormEvent) => {
    event.preventDefault();
    apply({ filePath: filePath.trim() || undefined });
  };
  const impacts = search.severity ?? [];
  const toggleImpact = (impact: 1 | 2 | 3, on: boolean) => {
    const next = on ? [...impacts, impact].sort() : impacts.filter((value) => value !== impact);
    apply({ severity: next.length ? next : undefined });
  };
  const impactLabel = (impact: 1 | 2 | 3) => (pattern === 'CCN' ? words.risk[RISK_KEYS[impact]]() : words.severity[SEVERITY_KEYS[impact]]());
  const filtered = search.checker || search.author || search.handler || search.filePath || search.severity || search.defectType || search.status;

  return (
    <Flex gap="4" align="flex-end" wrap="wrap" mb="4" data-testid="warn-filters">
      {pattern === 'LINT' ? (
        <Choice
          label={words.filters.checker()}
          value={search.checker}
          options={checkers.map((checker) => ({ value: checker.name, label: `${checker.name} (${checker.count})` }))}
          onChange={(checker) => apply({ checker })}
          testId="filter-checker"
        />
      ) : null}
      <Choice
        label={words.filters.author()}
        value={search.author}
        options={authors.map((author) => ({ value: author.name, label: `${author.name} (${author.count})` }))}
        onChange={(author) => apply({ author })}
        testId="filter-author"
      />
      <Choice
        label={words.filters.handler()}
        value={search.handler}
        options={handlers.map((handler) => ({ value: handler.name, label: `${handler.name} (${handler.count})` }))}
        onChange={(handler) => apply({ handler })}
        testId="filter-handler"
      />
      <Field.Root width="auto" asChild>
        <form onSubmit={submitPath}>
          <Field.Label fontSize="xs">{words.filters.filePath()}</Field.Label>
          <Input size="sm" width="56" value={filePath} placeholder={words.filters.filePathHint()} onChange={(event) => setFilePath(event.target.value)} data-testid="filter-file-path" />
        </form>
      </Field.Root>
      {pattern !== 'DUPC' ? (
        // A fieldset, not a Field: every checkbox inside a Field takes the field's one input id, so a click
        // on any of their labels would toggle the first box.
        <Fieldset.Root width="auto">
          <Fieldset.Legend fontSize="xs" fontWeight="medium" color="fg">
            {pattern === 'CCN' ? words.filters.risk() : words.filters.severity()}
          </Fieldset.Legend>
          {/* As tall and as far from its legend as the selects beside it are from their labels. */}
          <HStack gap="3" height="9" mt="1.5">
            {IMPACTS.map((impact) => (
              <Checkbox.Root key={impact} size="sm" checked={impacts.includes(impact)} onCheckedChange={(details) => toggleImpact(impact, details.checked === true)} data-testid={`filter-severity-${impact}`}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{impactLabel(impact)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </HStack>
        </Fieldset.Root>
      ) : null}
      {pattern === 'LINT' ? (
        <Choice
          label={words.filters.defectType()}
          value={search.defectType}
          options={(['new', 'history'] as const).map((type) => ({ value: type, label: words.defectTypes[type]() }))}
          onChange={(defectType) => apply({ defectType: defectType as WarnSearch['defectType'] })}
          testId="filter-defect-type"
        />
      ) : null}
      {pattern === 'LINT' ? (
        <Field.Root width="auto">
          <Field.Label fontSize="xs">{words.filters.status()}</Field.Label>
          <NativeSelect.Root size="sm" width="32">
            <NativeSelect.Field value={search.status ?? 'open'} onChange={(event) => apply({ status: event.target.value === 'open' ? undefined : (event.target.value as WarnSearch['status']) })} data-testid="filter-status">
              {(['open', 'fixed', 'ignored'] as const).map((status) => (
                <option key={status} value={status}>
                  {words.statuses[status]()}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : null}
      {filtered ? (
        <Button size="sm" variant="ghost" onClick={() => apply({ checker: undefined, author: undefined, handler: undefined, filePath: undefined, severity: undefined, defectType: undefined, status: undefined })} data-testid="filter-clear">
          {words.filters.clear()}
        </Button>
      ) : (
        <Text />
      )}
    </Flex>
  );
}
