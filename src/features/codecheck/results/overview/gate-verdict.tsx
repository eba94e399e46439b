import { Alert, Badge, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { GateResult, GateStatus } from '../../../../../contract/codecheck-gate';
import { useI18nContext } from '../../../../../i18n/i18n-react';
import { gateConditionWords, gateFigure } from '../../gate-words';

export const GATE_COLORS: Record<GateStatus, string> = { passed: 'green', failed: 'red', none: 'gray' };
const ALERT_STATUS = { passed: 'success', failed: 'error', none: 'neutral' } as const;

/** The gate's status on one scan, as a badge. */
export function GateBadge({ status }: { status: GateStatus }) {
  const { LL } = useI18nContext();
  return (
    <Badge colorPalette={GATE_COLORS[status]} data-testid="gate-status" data-status={status}>
      {LL.qualityGate.statuses[status]()}
    </Badge>
  );
}

/** The quality gate's verdict on the latest scan: passed, or failed with each condition not met and what was measured. */
export function GateVerdict({ taskId, buildNum, gate, isTaskAdmin }: { taskId: number; buildNum: number; gate: GateResult | null; isTaskAdmin: boolean }) {
  const { LL } = useI18nContext();
  const words = LL.qualityGate;
  const failing = gate?.conditions.filter((condition) => condition.failed) ?? [];
  return (
    <Alert.Root status={gate ? ALERT_STATUS[gate.status] : 'neutral'} data-testid="gate-verdict">
      <Alert.Indicator />
      <Alert.Content>
        <HStack gap="3" wrap="wrap">
          <Alert.Title>{words.verdict({ buildNum })}</Alert.Title>
          {gate ? <GateBadge status={gate.status} /> : null}
        </HStack>
        <Alert.Description>
          <Stack gap="2" mt="1">
            {!gate ? <Text>{words.notEvaluated({ buildNum })}</Text> : null}
            {gate?.status === 'none' ? <Text>{words.switchedOff()}</Text> : null}
            {gate?.status === 'passed' ? <Text>{words.passedAll({ count: gate.conditions.length })}</Text> : null}
            {failing.length ? (
              <Stack gap="1">
                <Text fontWeight="medium">{words.failing()}</Text>
                <List.Root ps="5" data-testid="gate-failing">
                  {failing.map((condition, index) => (
                    <List.Item key={index} data-testid="gate-failing-condition">
                      {gateConditionWords(LL, condition)}
                      {' · '}
                      {condition.value === null ? words.notMeasured() : words.measured({ value: gateFigure(condition.metric, condition.value) })}
                    </List.Item>
                  ))}
                </List.Root>
              </Stack>
            ) : null}
            {isTaskAdmin ? (
              <Button asChild size="xs" variant="outline" width="fit-content">
                <Link to="/codecc/task/$taskId/settings/$section" params={{ taskId, section: 'gate' }} data-testid="gate-edit">
                  {words.editGate()}
                </Link>
              </Button>
            ) : null}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
