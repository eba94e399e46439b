import { ccnRangeOfImpact } from '../../../contract/codecheck-bands';
import { BRANCH_DUPLICATION_MIN_LINES } from '../../../contract/codecheck-branch';
import type { GateCondition, GateConditionResult, GateMetric, GateResult, QualityGate } from '../../../contract/codecheck-gate';
import type { BranchFindingInsert } from './branch-analysis-repo';

const SEVERITY: Partial<Record<GateMetric, number>> = { newHighDefects: 1, newMediumDefects: 2, newLowDefects: 3 };
const IMPACT: Partial<Record<GateMetric, 1 | 2 | 3>> = { newExtremelyHighRiskyFunctions: 1, newHighRiskyFunctions: 2, newMediumRiskyFunctions: 3 };

/** What the duplication rate on changed lines is measured from; null figures when the duplication tool did not run. */
export interface ChangedLineDuplication {
  changedLines: number;
  duplicatedChangedLines: number | null;
}

/**
 * The duplication rate on changed lines, as SonarQube's "duplicated lines on new code": the changed lines
 * inside a duplicated block over the changed lines, in percent. Not measured for a change of fewer than
 * BRANCH_DUPLICATION_MIN_LINES lines, where one copied line would read as a large rate.
 */
export function changedLineDuplicationRate(figures: ChangedLineDuplication): number | null {
  if (figures.duplicatedChangedLines === null || figures.changedLines < BRANCH_DUPLICATION_MIN_LINES) return null;
  return Math.round((figures.duplicatedChangedLines / figures.changedLines) * 10_000) / 100;
}

function measure(condition: GateCondition, findings: BranchFindingInsert[], duplication: ChangedLineDuplication): number | null {
  const { metric, toolName } = condition;
  if (metric === 'duplicationRate') return changedLineDuplicationRate(duplication);
  if (metric.endsWith('Defects')) {
    const severity = SEVERITY[metric];
    return findings.filter((finding) => finding.kind === 'defect' && (!toolName || finding.tool_name === toolName) && (severity === undefined || finding.severity === severity)).length;
  }
  const impact = IMPACT[metric];
  const range = impact ? ccnRangeOfImpact(impact) : undefined;
  return findings.filter(
    (finding) =>
      finding.kind === 'riskyFunction' &&
      (!toolName || finding.tool_name === toolName) &&
      (!range || ((finding.ccn ?? 0) >= range.from && (range.to === undefined || (finding.ccn ?? 0) <= range.to))),
  ).length;
}

/**
 * The task's gate on a branch analysis: every condition is measured on what the branch introduced (its
 * findings on changed lines), "new" meaning new in the change whatever the task's new-defect time says.
 */
export function checkBranchGate(gate: QualityGate, findings: BranchFindingInsert[], duplication: ChangedLineDuplication, at: number): GateResult {
  const conditions: GateConditionResult[] = [];
  if (gate.enabled) {
    for (const condition of gate.conditions) {
      const value = measure(condition, findings, duplication);
      const failed = value !== null && (condition.operator === 'gt' ? value > condition.threshold : value < condition.threshold);
      conditions.push({ ...condition, value, failed });
    }
  }
  const status = !conditions.length ? 'none' : conditions.some((condition) => condition.failed) ? 'failed' : 'passed';
  return { status, conditions, evaluatedAt: at };
}
