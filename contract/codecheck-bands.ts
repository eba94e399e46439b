/**
 * The complexity and duplication bands and limit of spec §9, once: the engine, the defect lists, the
 * charts and the screens all band a figure through these tables.
 */

/** Spec §9: the recommended upper limit of a function's cyclomatic complexity. */
export const CCN_LIMIT = 19;

export const RISK_BANDS = ['extremelyHigh', 'high', 'medium', 'low'] as const;
type RiskBand = (typeof RISK_BANDS)[number];
export const QUALITY_BANDS = ['excellent', 'good', 'general', 'poor'] as const;
type QualityBand = (typeof QUALITY_BANDS)[number];

/**
 * A function above the limit is risky and listed, in one of these bands (spec §9: extremely high
 * ≥ 60, high 40-59, medium 20-39); below the limit it is low and not listed. `impact` is the code a
 * defect list filters risky functions by (spec §4: extremely high, high, medium).
 */
const CCN_RISK_BANDS = [
  { risk: 'extremelyHigh', from: 60, impact: 1 },
  { risk: 'high', from: 40, impact: 2 },
  { risk: 'medium', from: CCN_LIMIT + 1, impact: 3 },
] as const satisfies readonly { risk: RiskBand; from: number; impact: 1 | 2 | 3 }[];
export type FunctionRisk = (typeof CCN_RISK_BANDS)[number]['risk'];
export const FUNCTION_RISKS = CCN_RISK_BANDS.map((band) => band.risk) as [FunctionRisk, ...FunctionRisk[]];

/** Spec §9: a duplicated file's band by its duplication rate in percent; under 5 % it is low and hidden. */
const DUPLICATED_FILE_BANDS = [
  { risk: 'extremelyHigh', from: 20 },
  { risk: 'high', from: 11 },
  { risk: 'medium', from: 5 },
] as const satisfies readonly { risk: RiskBand; from: number }[];

/** Spec §9: a task's average CCN, with closed upper bounds; a task with no functions counts as excellent. */
const AVERAGE_CCN_BANDS = [
  { band: 'excellent', upTo: 2 },
  { band: 'good', upTo: 3 },
  { band: 'general', upTo: 4 },
] as const satisfies readonly { band: QualityBand; upTo: number }[];

/** Spec §9: a task's duplication rate in percent, with closed upper bounds. */
const DUPLICATION_RATE_BANDS = [
  { band: 'excellent', upTo: 1 },
  { band: 'good', upTo: 3 },
  { band: 'general', upTo: 5 },
] as const satisfies readonly { band: QualityBand; upTo: number }[];

/** The first band, highest first, whose lower bound the value reaches. */
function riskOf<R extends RiskBand>(value: number, bands: readonly { risk: R; from: number }[]): R | 'low' {
  return bands.find((band) => value >= band.from)?.risk ?? 'low';
}

/** The first band, best first, whose upper bound the value stays within; past the last one, poor. */
function qualityOf(value: number, bands: readonly { band: QualityBand; upTo: number }[]): QualityBand {
  return bands.find((band) => value <= band.upTo)?.band ?? 'poor';
}

export function isRisky(ccn: number): boolean {
  return ccn > CCN_LIMIT;
}

export function ccnRisk(ccn: number): RiskBand {
  return riskOf(ccn, CCN_RISK_BANDS);
}

/** The band of a listed risky function: one stored under an older, lower limit stays in the lowest listed band. */
export function riskyFunctionRisk(ccn: number): FunctionRisk {
  const risk = ccnRisk(ccn);
  return risk === 'low' ? 'medium' : risk;
}

/** The CCN range, both ends included, of the band a defect list filters by; the top band has no upper end. */
export function ccnRangeOfImpact(impact: 1 | 2 | 3): { from: number; to?: number } {
  const index = CCN_RISK_BANDS.findIndex((band) => band.impact === impact);
  const above = CCN_RISK_BANDS[index - 1];
  return { from: CCN_RISK_BANDS[index]!.from, to: above ? above.from - 1 : undefined };
}

export function duplicatedFileRisk(rate: number): RiskBand {
  return riskOf(rate, DUPLICATED_FILE_BANDS);
}

export function averageCcnBand(average: number): QualityBand {
  return qualityOf(average, AVERAGE_CCN_BANDS);
}

export function duplicationRateBand(rate: number): QualityBand {
  return qualityOf(rate, DUPLICATION_RATE_BANDS);
}
