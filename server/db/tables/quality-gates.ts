import type { Generated } from 'kysely';
import type { GateMetric, GateOperator, GateStatus } from '../../../contract/codecheck-gate';

/** A task's gate switch; a task without a row keeps the default gate. */
interface QualityGatesTable {
  task_id: number;
  enabled: number;
  updated_at: number;
}

interface QualityGateConditionsTable {
  id: Generated<number>;
  task_id: number;
  position: number;
  metric: GateMetric;
  tool_name: string | null;
  operator: GateOperator;
  threshold: number;
}

/** The gate's verdict on one scan: its conditions as they were, with the measured values (JSON). */
interface BuildGatesTable {
  build_id: number;
  status: GateStatus;
  conditions: string;
  evaluated_at: number;
}

export interface QualityGateTables {
  quality_gates: QualityGatesTable;
  quality_gate_conditions: QualityGateConditionsTable;
  build_gates: BuildGatesTable;
}
