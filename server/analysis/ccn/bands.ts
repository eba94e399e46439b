import { CCN_LIMIT, ccnRisk, type FunctionRisk } from '../../../contract/codecheck-bands';
import type { CcnMetrics } from '../../../contract/codecheck-defect';
import type { FunctionComplexity } from '../types';

/** A task's figures over its measured functions; the bands themselves are the contract's (codecheck-bands.ts). */

export function averageCcn(functions: FunctionComplexity[]): number {
  if (functions.length === 0) return 0;
  const total = functions.reduce((sum, fn) => sum + fn.ccn, 0);
  return Math.round((total / functions.length) * 100) / 100;
}

type RiskCounts = Record<FunctionRisk, number>;

/** Functions by risk band; those under the limit are in none. */
export function countByRisk(functions: Pick<FunctionComplexity, 'ccn'>[]): RiskCounts {
  const counts: RiskCounts = { extremelyHigh: 0, high: 0, medium: 0 };
  for (const fn of functions) {
    const risk = ccnRisk(fn.ccn);
    if (risk !== 'low') counts[risk] += 1;
  }
  return counts;
}

/** What a scan keeps of the complexity tool for the overview and the charts. */
export function complexityMetrics(functions: FunctionComplexity[], riskyFunctions: FunctionComplexity[]): CcnMetrics {
  return {
    functionCount: functions.length,
    averageCcn: averageCcn(functions),
    riskyCount: riskyFunctions.length,
    ...countByRisk(riskyFunctions),
    overLimitCcn: riskyFunctions.reduce((sum, fn) => sum + (fn.ccn - CCN_LIMIT), 0),
  };
}
