import { Box, Button, Checkbox, Field, HStack, IconButton, Input, NativeSelect, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { GATE_LIMITS, GATE_METRICS, GATE_OPERATORS, type GateCondition, type GateMetric, type GateOperator, gateMetricPattern, isCountMetric, type QualityGate } from '../../../../contract/codecheck-gate';
import type { TaskDetail } from '../../../../contract/codecheck-task';
import type { ToolName } from '../../../../contract/tools';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { ApiError } from '../../../api/api-error';
import { showToast } from '../../../ui/toaster';
import { useQualityGate, useReplaceQualityGate } from '../api/quality-gate';
import { toolLabel } from '../tool-label';
import type { SettingsAccess } from './settings-access';

interface Row {
  key: number;
  metric: GateMetric;
  /** '' for all the task's tools that measure the metric. */
  toolName: string;
  operator: GateOperator;
  threshold: string;
}

let nextKey = 0;
const rowOf = (condition: GateCondition): Row => ({ key: nextKey++, metric: condition.metric, toolName: condition.toolName ?? '', operator: condition.operator, threshold: String(condition.threshold) });

/** Quality gate: the conditions every scan is checked against, and the switch that turns the check off. */
/** One choice of a condition's row, named for screen readers by its column. */
function CellSelect({ label, value, options, disabled, onChange, testId }: { label: string; value: string; options: { value: string; label: string }[]; disabled: boolean; onChange: (value: string) => void; testId: string }) {
  return (
    <NativeSelect.Root size="sm" disabled={disabled}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function QualityGateSection({ task, access }: { task: TaskDetail; access: SettingsAccess }) {
  const { data: gate } = useQualityGate(task.taskId);
  if (!gate) return <Spinner size="sm" />;
  return <GateForm task={task} gate={gate} editable={access.editable} />;
}

function GateForm({ task, gate, editable }: { task: TaskDetail; gate: QualityGate; editable: boolean }) {
  const { LL } = useI18nContext();
  const words = LL.qualityGate;
  const replace = useReplaceQualityGate();
  const [enabled, setEnabled] = useState(gate.enabled);
  const [rows, setRows] = useState<Row[]>(() => gate.conditions.map(rowOf));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [failure, setFailure] = useState<string | undefined>();
  useEffect(() => setFailure(undefined), [rows, enabled]);

  const tools = [...task.enableToolList, ...task.disableToolList];
  const toolsFor = (metric: GateMetric) => tools.filter((tool) => tool.toolPattern === gateMetricPattern(metric));
  const change = (key: number, patch: Partial<Row>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  function thresholdError(row: Row): string | undefined {
    const value = Number(row.threshold);
    if (row.threshold.trim() === '' || !Number.isFinite(value) || value < 0) return isCountMetric(row.metric) ? words.wholeNumber() : words.rateRange();
    if (isCountMetric(row.metric) && (!Number.isInteger(value) || value > GATE_LIMITS.threshold)) return words.wholeNumber();
    if (!isCountMetric(row.metric) && value > GATE_LIMITS.rate) return words.rateRange();
    return undefined;
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const found = Object.fromEntries(rows.flatMap((row) => (thresholdError(row) ? [[row.key, thresholdError(row)!]] : [])));
    setErrors(found);
    if (Object.keys(found).length) return;
    const conditions = rows.map((row) => ({ metric: row.metric, toolName: (row.toolName || null) as ToolName | null, operator: row.operator, threshold: Number(row.threshold) }));
    replace.mutate(
      { taskId: task.taskId, enabled, conditions },
      {
        onSuccess: () => showToast('success', words.saved()),
        onError: (error) => setFailure(error instanceof ApiError ? error.message : undefined),
      },
    );
  }

  return (
    <Box maxWidth="960px">
      <form onSubmit={save} noValidate data-testid="settings-quality-gate">
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm">
            {words.help()}
          </Text>
          {gate.isDefault ? (
            <Text fontSize="sm" data-testid="gate-default">
              {words.defaultGate()}
            </Text>
          ) : null}
          <Checkbox.Root checked={enabled} disabled={!editable} onCheckedChange={(details) => setEnabled(details.checked === true)} data-testid="gate-enabled">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{words.enabled()}</Checkbox.Label>
          </Checkbox.Root>
          {!enabled ? (
            <Text color="fg.muted" fontSize="sm">
              {words.disabledHelp()}
            </Text>
          ) : null}
          {rows.length ? (
            <Table.Root size="sm" data-testid="gate-conditions">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{words.metric()}</Table.ColumnHeader>
                  <Table.ColumnHeader>{words.tool()}</Table.ColumnHeader>
                  <Table.ColumnHeader>{words.operator()}</Table.ColumnHeader>
                  <Table.ColumnHeader>{words.threshold()}</Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row, index) => (
                  <Table.Row key={row.key} data-testid="gate-condition">
                    <Table.Cell>
                      <CellSelect
                        label={words.metric()}
                        value={row.metric}
                        options={GATE_METRICS.map((metric) => ({ value: metric, label: words.metrics[metric]() }))}
                        disabled={!editable}
                        onChange={(value) => {
                          const metric = value as GateMetric;
                          const keepsTool = toolsFor(metric).some((tool) => tool.toolName === row.toolName);
                          change(row.key, { metric, toolName: keepsTool ? row.toolName : '' });
                        }}
                        testId="gate-metric"
                      />
                    </Table.Cell>
                    <Table.Cell>
                      <CellSelect
                        label={words.tool()}
                        value={row.toolName}
                        options={[{ value: '', label: words.allTools() }, ...toolsFor(row.metric).map((tool) => ({ value: tool.toolName, label: toolLabel(LL, tool.toolName, tool.toolDisplayName) }))]}
                        disabled={!editable}
                        onChange={(toolName) => change(row.key, { toolName })}
                        testId="gate-tool"
                      />
                    </Table.Cell>
                    <Table.Cell>
                      <CellSelect
                        label={words.operator()}
                        value={row.operator}
                        options={GATE_OPERATORS.map((operator) => ({ value: operator, label: words.operators[operator]() }))}
                        disabled={!editable}
                        onChange={(operator) => change(row.key, { operator: operator as GateOperator })}
                        testId="gate-operator"
                      />
                    </Table.Cell>
                    <Table.Cell>
                      <Field.Root invalid={!!errors[row.key]}>
                        <Input
                          size="sm"
                          inputMode="decimal"
                          width="28"
                          aria-label={words.threshold()}
                          value={row.threshold}
                          readOnly={!editable}
                          onChange={(event) => change(row.key, { threshold: event.target.value })}
                          data-testid="gate-threshold"
                        />
                        <Field.ErrorText data-testid="gate-threshold-error">{errors[row.key]}</Field.ErrorText>
                      </Field.Root>
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {editable ? (
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={words.removeCondition({ index: index + 1 })}
                          onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                          data-testid="gate-remove"
                        >
                          ✕
                        </IconButton>
                      ) : null}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          ) : (
            <Text color="fg.muted" fontSize="sm" data-testid="gate-no-conditions">
              {words.noConditions()}
            </Text>
          )}
          {failure ? (
            <Text color="fg.error" fontSize="sm" role="alert" data-testid="gate-error">
              {failure}
            </Text>
          ) : null}
          {editable ? (
            <HStack gap="2">
              <Button
                variant="outline"
                disabled={rows.length >= GATE_LIMITS.conditions}
                onClick={() => setRows((current) => [...current, rowOf({ metric: 'newHighDefects', toolName: null, operator: 'gt', threshold: 0 })])}
                data-testid="gate-add"
              >
                {words.addCondition()}
              </Button>
              <Button type="submit" loading={replace.isPending} data-testid="gate-save">
                {words.save()}
              </Button>
            </HStack>
          ) : null}
        </Stack>
      </form>
    </Box>
  );
}
