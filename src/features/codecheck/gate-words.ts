import { type GateCondition, isCountMetric } from '../../../contract/codecheck-gate';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { toolLabel } from './tool-label';

/** A figure as a condition reads it: counts whole, the duplication rate in percent. */
export function gateFigure(metric: GateCondition['metric'], value: number): string {
  return isCountMetric(metric) ? String(value) : `${value.toFixed(2)}%`;
}

/** A condition in words: "New high-severity defects (ESLint) is greater than 0". */
export function gateConditionWords(LL: TranslationFunctions, condition: GateCondition): string {
  const words = LL.qualityGate;
  return words.condition({
    metric: words.metrics[condition.metric](),
    tool: condition.toolName ? words.onTool({ tool: toolLabel(LL, condition.toolName) }) : '',
    operator: words.operators[condition.operator](),
    threshold: gateFigure(condition.metric, condition.threshold),
  });
}
