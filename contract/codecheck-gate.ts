import { z } from 'zod';
import { AREA } from './api-areas';
import { logFlag } from './codecheck-codes';
import { taskId, taskIdParam, toolName } from './codecheck-task';
import { endpoint } from './endpoint';
import type { ToolPattern } from './tools';

/**
 * A task's quality gate: conditions "metric operator threshold", each optionally on one tool, checked
 * after every scan; the gate fails when any condition holds. 'New' is the task's new-defect time.
 */
export const GATE_METRICS = [
  'newHighDefects',
  'newMediumDefects',
  'newLowDefects',
  'newDefects',
  'newExtremelyHighRiskyFunctions',
  'newHighRiskyFunctions',
  'newMediumRiskyFunctions',
  'newRiskyFunctions',
  'duplicationRate',
] as const;
export type GateMetric = (typeof GATE_METRICS)[number];

export const GATE_OPERATORS = ['gt', 'lt'] as const;
export type GateOperator = (typeof GATE_OPERATORS)[number];

/** The most conditions one gate holds, and the largest threshold a count may have. */
export const GATE_LIMITS = { conditions: 20, threshold: 1_000_000, rate: 100 } as const;

/** The kind of tool a metric is measured by: lint defects, the complexity tool or the duplication tool. */
export function gateMetricPattern(metric: GateMetric): ToolPattern {
  if (metric === 'duplicationRate') return 'DUPC';
  return metric.endsWith('RiskyFunctions') ? 'CCN' : 'LINT';
}

/** Counts are whole numbers; the duplication rate is a percentage. */
export function isCountMetric(metric: GateMetric): boolean {
  return metric !== 'duplicationRate';
}

const METRIC_DESCRIPTION =
  'new…Defects: open lint defects first found after the new-defect time, by severity (high, medium, low, or any); new…RiskyFunctions: open risky functions first found after it, by complexity band; duplicationRate: the latest measured duplication rate in percent';

export const gateCondition = z
  .strictObject({
    metric: z.enum(GATE_METRICS).meta({ description: METRIC_DESCRIPTION }),
    toolName: toolName.nullable().default(null).meta({ description: "One of the task's tools measuring the metric, or null for all of them" }),
    operator: z.enum(GATE_OPERATORS).meta({ description: 'gt: the condition fails when the value is greater than the threshold; lt: when it is less' }),
    threshold: z.number().min(0).max(GATE_LIMITS.threshold).meta({ description: 'A whole number for counts, a percentage (0-100) for the duplication rate' }),
  })
  .meta({ id: 'GateCondition' });
export type GateCondition = z.output<typeof gateCondition>;

export const qualityGate = z.object({
  enabled: z.boolean().meta({ description: 'A gate switched off is not checked: scans record the status none' }),
  conditions: z.array(gateCondition),
  isDefault: z.boolean().meta({ description: 'The gate every task starts with (no new high-severity defect), until someone changes it' }),
});
export type QualityGate = z.infer<typeof qualityGate>;

export const gateBody = z.strictObject({
  taskId,
  enabled: z.boolean(),
  conditions: z.array(gateCondition).max(GATE_LIMITS.conditions),
});
export type GateBody = z.infer<typeof gateBody>;

export const GATE_STATUSES = ['passed', 'failed', 'none'] as const;
export type GateStatus = (typeof GATE_STATUSES)[number];

export const gateConditionResult = gateCondition.extend({
  value: z.number().nullable().meta({ description: 'The measured value after the scan; null when the metric was never measured (the tool has not run)' }),
  failed: z.boolean(),
});
export type GateConditionResult = z.infer<typeof gateConditionResult>;

export const gateResult = z
  .object({
    status: z.enum(GATE_STATUSES).meta({ description: 'passed, failed (some condition holds), or none (the gate was switched off or had no conditions)' }),
    conditions: z.array(gateConditionResult),
    evaluatedAt: z.number(),
  })
  .meta({ id: 'GateResult', description: 'The quality gate as it was checked when the scan ended; kept with the scan' });
export type GateResult = z.infer<typeof gateResult>;

const scanGate = z.object({
  buildNum: z.number().int(),
  flag: logFlag,
  gate: gateResult.nullable().meta({ description: 'Null while the scan runs, and for a scan that ended before its results were stored' }),
});

const gateResultQuery = z.strictObject({ buildNum: z.coerce.number<number>().int().positive().optional().meta({ description: 'A scan of the task; its latest scan without it' }) });

const tags = ['code check: quality gate'];

/** A task's quality gate and what it said of each scan. */
export const qualityGateEndpoints = {
  get: endpoint({ method: 'GET', path: `${AREA.task}/qualityGate/{taskId}`, tags, summary: "A task's quality gate: whether it is on and its conditions", params: taskIdParam, data: qualityGate }),
  replace: endpoint({
    method: 'PUT',
    path: `${AREA.task}/qualityGate`,
    tags,
    summary: "Replace a task's quality gate; the next scan is checked against it",
    description: "A condition's tool must be one of the task's tools that measures its metric. Task administrators only.",
    body: gateBody,
    data: qualityGate,
  }),
  result: endpoint({
    method: 'GET',
    path: `${AREA.defect}/qualityGate/result/{taskId}`,
    tags,
    summary: "The quality gate's verdict on the task's latest scan, or on the scan named; null before the first scan",
    params: taskIdParam,
    query: gateResultQuery,
    data: scanGate.nullable(),
  }),
};
