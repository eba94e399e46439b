import { Alert, Badge, Box, Button, Center, Checkbox, Flex, HStack, Input, Spinner, Table, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useI18nContext } from '../../../../../i18n/i18n-react';
import { ScreenFrame } from '../../../../ui/screen-frame';
import { showToast } from '../../../../ui/toaster';
import type { TaskTool } from '../../task-tool';
import { useCheckers, useConfigureCheckers } from '../api/checkers';
import { SEVERITY_COLORS, SEVERITY_KEYS } from '../scan-words';

/** Rows drawn at once: a lint tool has hundreds of checkers, and a search finds the one wanted. */
const ROWS_SHOWN = 100;

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>) {
  return a.size === b.size && [...a].every((key) => b.has(key));
}

/** A lint tool's checkers on the task: search, switch on and off, back to the defaults, save. */
export function CheckersScreen({ taskId, tool }: { taskId: number; tool: TaskTool }) {
  const { LL } = useI18nContext();
  const words = LL.codecheckResults.checkers;
  // The route has already refused a tool the catalogue does not know.
  const toolName = tool.name as Parameters<typeof useCheckers>[1];
  const { data: checkers } = useCheckers(taskId, toolName);
  const configure = useConfigureCheckers(taskId, toolName);
  const saved = useMemo(() => new Set((checkers ?? []).filter((checker) => checker.enabled).map((checker) => checker.key)), [checkers]);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(saved);
  const [query, setQuery] = useState('');
  const [onlyEnabled, setOnlyEnabled] = useState(false);
  const [limit, setLimit] = useState(ROWS_SHOWN);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setChosen(saved), [saved]);
  useEffect(() => setLimit(ROWS_SHOWN), [query, onlyEnabled]);

  if (!checkers) {
    return (
      <ScreenFrame>
        <Center py="16">
          <Spinner />
        </Center>
      </ScreenFrame>
    );
  }
  const needle = query.trim().toLowerCase();
  const matching = checkers.filter(
    (checker) =>
      (!onlyEnabled || chosen.has(checker.key)) &&
      (!needle || checker.key.toLowerCase().includes(needle) || checker.name.toLowerCase().includes(needle) || (checker.description ?? '').toLowerCase().includes(needle)),
  );
  const change = (next: ReadonlySet<string>) => {
    setChosen(next);
    setProblem(null);
  };
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    change(next);
  };
  const save = () => {
    if (chosen.size === 0) return setProblem(words.emptyCheckers());
    if (sameSet(chosen, saved)) return setProblem(words.noChangedCheckers());
    configure.mutate([...chosen], { onSuccess: () => showToast('success', words.saved()) });
  };

  return (
    <ScreenFrame>
      <Flex gap="3" align="center" wrap="wrap" mb="3">
        <Input size="sm" width="64" value={query} placeholder={words.search()} aria-label={words.search()} onChange={(event) => setQuery(event.target.value)} data-testid="checker-search" />
        <Checkbox.Root size="sm" checked={onlyEnabled} onCheckedChange={(details) => setOnlyEnabled(details.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{words.onlyEnabled()}</Checkbox.Label>
        </Checkbox.Root>
        <Text fontSize="sm" color="fg.muted" data-testid="checker-count">
          {words.enabledCount({ enabled: chosen.size, total: checkers.length })}
        </Text>
        <HStack gap="2" ml="auto">
          <Button size="sm" variant="outline" onClick={() => change(new Set(checkers.filter((checker) => checker.defaultEnabled).map((checker) => checker.key)))} data-testid="checker-defaults">
            {words.restoreDefaults()}
          </Button>
          <Button size="sm" variant="outline" onClick={() => change(new Set(checkers.map((checker) => checker.key)))} data-testid="checker-enable-all">
            {words.enableAll()}
          </Button>
          <Button size="sm" loading={configure.isPending} onClick={save} data-testid="checker-save">
            {words.save()}
          </Button>
        </HStack>
      </Flex>
      {problem ? (
        <Alert.Root status="warning" size="sm" mb="3" data-testid="checker-problem">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Box overflowX="auto">
        <Table.Root size="sm" data-testid="checker-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="16">{words.enabled()}</Table.ColumnHeader>
              <Table.ColumnHeader>{words.rule()}</Table.ColumnHeader>
              <Table.ColumnHeader>{words.severity()}</Table.ColumnHeader>
              <Table.ColumnHeader>{words.description()}</Table.ColumnHeader>
              <Table.ColumnHeader>{words.defaultOn()}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {matching.slice(0, limit).map((checker) => {
              const severity = checker.severity as 1 | 2 | 3;
              return (
                <Table.Row key={checker.key} data-testid="checker-row" data-key={checker.key} data-enabled={chosen.has(checker.key)}>
                  <Table.Cell>
                    <Checkbox.Root size="sm" checked={chosen.has(checker.key)} onCheckedChange={(details) => toggle(checker.key, details.checked === true)} data-testid="checker-toggle">
                      <Checkbox.HiddenInput aria-label={words.toggle({ key: checker.key })} />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                  <Table.Cell fontFamily="mono" fontSize="xs">
                    {checker.key}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge size="sm" colorPalette={SEVERITY_COLORS[severity] ?? 'gray'}>
                      {SEVERITY_KEYS[severity] ? LL.codecheckResults.severity[SEVERITY_KEYS[severity]]() : severity}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell fontSize="sm">{checker.description ?? checker.name}</Table.Cell>
                  <Table.Cell>{checker.defaultEnabled ? '✓' : ''}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      {matching.length === 0 ? (
        <Text color="fg.muted" py="8" textAlign="center">
          {words.noMatch()}
        </Text>
      ) : null}
      {matching.length > limit ? (
        <Center mt="3">
          <Button size="sm" variant="ghost" onClick={() => setLimit(limit + ROWS_SHOWN)} data-testid="checker-more">
            {words.showMore({ count: Math.min(ROWS_SHOWN, matching.length - limit) })}
          </Button>
        </Center>
      ) : null}
    </ScreenFrame>
  );
}
