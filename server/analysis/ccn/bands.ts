import type { FunctionComplexity } from '../types';

/** The bands of spec §9 for functions and for a task's average, as pure functions the UI and charts share. */

export const CCN_RECOMMENDED_LIMIT = 19;
/** A function above the recommended limit is risky and listed. */
export const CCN_RISK_THRESHOLD = CCN_RECOMMENDED_LIMIT + 1;

export type CcnRisk = 'extremelyHigh' | 'high' | 'medium' | 'low';

export function ccnRisk(ccn: number): CcnRisk {
  if (ccn >= 60) return 'extremelyHigh';
  if (ccn >= 40) return 'high';
  if (ccn >= 20) return 'medium';
  return 'low';
}

export function isRisky(ccn: number, threshold: number = CCN_RISK_THRESHOLD): boolean {
  return ccn >= threshold;
}

export type AverageCcnBand = 'excellent' | 'good' | 'general' | 'poor';

/** (0,2] excellent, (2,3] good, (3,4] general, above 4 poor; a task with no functions counts as excellent. */
export function averageCcnBand(average: number): AverageCcnBand {
  if (average <= 2) return 'excellent';
  if (average <= 3) return 'good';
  if (average <= 4) return 'general';
  return 'poor';
}

export function averageCcn(functions: FunctionComplexity[]): number {
  if (functions.length === 0) return 0;
  const total = functions.reduce((sum, fn) => sum + fn.ccn, 0);
  return Math.round((total / functions.length) * 100) / 100;
}

export interface RiskCounts {
  extremelyHigh: number;
  high: number;
  medium: number;
}

export function countByRisk(functions: FunctionComplexity[]): RiskCounts {
  const counts: RiskCounts = { extremelyHigh: 0, high: 0, medium: 0 };
  for (const fn of functions) {
    const risk = ccnRisk(fn.ccn);
    if (risk !== 'low') counts[risk] += 1;
  }
  return counts;
}
