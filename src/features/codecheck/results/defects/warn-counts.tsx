import { Badge, HStack } from '@chakra-ui/react';
import type { ToolPattern } from '../../../../../contract/tools';
import { useI18nContext } from '../../../../../i18n/i18n-react';

interface Counts {
  newCount: number;
  historyCount: number;
  extremelyHigh: number;
  high: number;
  medium: number;
  low: number;
}

/** How many open items the list holds, new and history, by impact. */
export function WarnCounts({ pattern, counts }: { pattern: ToolPattern; counts: Counts }) {
  const { LL } = useI18nContext();
  const words = LL.codecheckResults;
  const impacts =
    pattern === 'CCN'
      ? [
          { key: 'extremelyHigh', label: words.risk.extremelyHigh(), value: counts.extremelyHigh, color: 'red' },
          { key: 'high', label: words.risk.high(), value: counts.high, color: 'orange' },
          { key: 'medium', label: words.risk.medium(), value: counts.medium, color: 'yellow' },
        ]
      : pattern === 'LINT'
        ? [
            { key: 'high', label: words.severity.high(), value: counts.high, color: 'red' },
            { key: 'medium', label: words.severity.medium(), value: counts.medium, color: 'orange' },
            { key: 'low', label: words.severity.low(), value: counts.low, color: 'gray' },
          ]
        : [];
  return (
    <HStack gap="2" mb="3" wrap="wrap" data-testid="warn-counts">
      {pattern === 'LINT' ? (
        <>
          <Badge variant="outline" data-testid="count-new">
            {words.newCount()} {counts.newCount}
          </Badge>
          <Badge variant="outline" data-testid="count-history">
            {words.historyCount()} {counts.historyCount}
          </Badge>
        </>
      ) : null}
      {impacts.map((impact) => (
        <Badge key={impact.key} colorPalette={impact.color} data-testid={`count-${impact.key}`}>
          {impact.label} {impact.value}
        </Badge>
      ))}
    </HStack>
  );
}
