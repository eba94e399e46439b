import { ccnRangeOfImpact } from '../../../contract/codecheck-bands';
import type { DuplicationMetrics } from '../../../contract/codecheck-defect';
import { type GateCondition, type GateConditionResult, type GateMetric, type GateResult, type QualityGate } from '../../../contract/codecheck-gate';
import type { CodecheckRepositories } from './codecheck-repositories';
import type { GateRepo } from './gate-repo';
import { newDefectThreshold, newDefectTime } from './new-defect-time';
import type { TaskRow } from './task-repo';

/** The gate every task starts with: no new high-severity defect, like SonarQube's 'no new bugs'. */
export const DEFAULT_GATE: Omit<QualityGate, 'isDefault'> = {
  enabled: true,
  conditions: [{ metric: 'newHighDefects', toolName: null, operator: 'gt', threshold: 0 }],
};

const SEVERITY: Partial<Record<GateMetric, number>> = { newHighDefects: 1, newMediumDefects: 2, newLowDefects: 3 };
const IMPACT: Partial<Record<GateMetric, 1 | 2 | 3>> = { newExtremelyHighRiskyFunctions: 1, newHighRiskyFunctions: 2, newMediumRiskyFunctions: 3 };

/** The task's gate as it stands: its own once someone has set it, else the default. */
export async function gateOf(gates: Pick<GateRepo, 'gate' | 'conditions'>, taskId: number): Promise<QualityGate> {
  const row = await gates.gate(taskId);
  if (!row) return { ...DEFAULT_GATE, isDefault: true };
  const conditions = await gates.conditions(taskId);
  return {
    enabled: row.enabled === 1,
    conditions: conditions.map((condition) => ({ metric: condition.metric, toolName: condition.tool_name as GateCondition['toolName'], operator: condition.operator, threshold: Number(condition.threshold) })),
    isDefault: false,
  };
}

async function measure(gates: GateRepo, taskId: number, since: number, condition: GateCondition): Promise<number | null> {
  const { metric, toolName } = condition;
  if (metric === 'duplicationRate') {
    const latest = await gates.latestDuplication(taskId);
    return latest ? (JSON.parse(latest.metrics) as DuplicationMetrics).rate : null;
  }
  if (metric.endsWith('Defects')) return gates.newDefects({ taskId, since, toolName, severity: SEVERITY[metric] });
  const impact = IMPACT[metric];
  return gates.newRiskyFunctions({ taskId, since, ccn: impact ? ccnRangeOfImpact(impact) : undefined });
}

function holds(condition: GateCondition, value: number | null): boolean {
  if (value === null) return false;
  return condition.operator === 'gt' ? value > condition.threshold : value < condition.threshold;
}

/**
 * Checks the task's gate against its results as they stand once a scan has stored them, and keeps the
 * verdict with the scan. Runs in the transaction that ends the scan, so an ended scan always has its
 * verdict and one cut short by a crash has none.
 */
export async function checkQualityGate(repos: Pick<CodecheckRepositories, 'gates' | 'builds'>, task: Pick<TaskRow, 'id' | 'new_defect_time'>, buildId: number, at: number): Promise<GateResult> {
  const gate = await gateOf(repos.gates, task.id);
  const since = newDefectThreshold(await newDefectTime(task, repos.builds));
  const conditions: GateConditionResult[] = [];
  if (gate.enabled) {
    for (const condition of gate.conditions) {
      const value = await measure(repos.gates, task.id, since, condition);
      conditions.push({ ...condition, value, failed: holds(condition, value) });
    }
  }
  const status = !conditions.length ? 'none' : conditions.some((condition) => condition.failed) ? 'failed' : 'passed';
  const result: GateResult = { status, conditions, evaluatedAt: at };
  await repos.gates.saveResult(buildId, result);
  return result;
}

/** A scan's stored verdict as the API gives it. */
export function presentGateResult(row: { status: GateResult['status']; conditions: string; evaluated_at: number }): GateResult {
  return { status: row.status, conditions: JSON.parse(row.conditions) as GateConditionResult[], evaluatedAt: Number(row.evaluated_at) };
}
