import type { QUALITY_BANDS } from '../../../../contract/codecheck-bands';
import { FLAG, type LogFlag, STEP, type StepCode } from '../../../../contract/codecheck-codes';

/** The name of a step or flag code, as the i18n texts key them. */
export function stepKey(code: StepCode): keyof typeof STEP {
  return (Object.keys(STEP) as (keyof typeof STEP)[]).find((key) => STEP[key] === code)!;
}

export function flagKey(code: LogFlag): keyof typeof FLAG {
  return (Object.keys(FLAG) as (keyof typeof FLAG)[]).find((key) => FLAG[key] === code)!;
}

export const FLAG_COLORS: Record<keyof typeof FLAG, string> = { success: 'green', failure: 'red', running: 'blue', interrupted: 'orange' };

export const BAND_COLORS: Record<(typeof QUALITY_BANDS)[number], string> = { excellent: 'green', good: 'teal', general: 'orange', poor: 'red' };

/** Lint severity codes 1-3 as the i18n texts key them. */
export const SEVERITY_KEYS = { 1: 'high', 2: 'medium', 3: 'low' } as const;
export const SEVERITY_COLORS = { 1: 'red', 2: 'orange', 3: 'gray' } as const;

/** Risky-function impact codes 1-3 (spec §4) as the i18n texts key them. */
export const RISK_KEYS = { 1: 'extremelyHigh', 2: 'high', 3: 'medium' } as const;
export const RISK_COLORS = { extremelyHigh: 'red', high: 'orange', medium: 'yellow', low: 'gray' } as const;
