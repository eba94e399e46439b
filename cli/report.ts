import { FLAG, type LogFlag } from '../contract/codecheck-codes';
import type { GateResult } from '../contract/codecheck-gate';
import { findCatalogueEntry } from '../contract/tools';
import type { Words } from './words';

/** A defect first found by the scan and new by the task's new-defect time: what the gate's new-defect conditions count. */
export interface NewDefect {
  tool: string;
  checker: string;
  severity: number;
  path: string;
  line: number;
  message: string;
}

export interface ScanOutcome {
  taskId: number;
  buildNum: number;
  flag: LogFlag;
  commit: string | null;
  /** Why the scan failed, in the language asked for. */
  message: string | null;
  gate: GateResult | null;
  newDefects: { total: number; items: NewDefect[] };
  ingest?: { findings: number; created: number; fixed: number; skipped: number };
}

const FLAG_NAMES: Record<LogFlag, string> = { [FLAG.success]: 'success', [FLAG.failure]: 'failure', [FLAG.running]: 'running', [FLAG.interrupted]: 'interrupted' };

export const toolLabel = (name: string | null, words: Words) => (name ? (findCatalogueEntry(name)?.displayName ?? name) : words.allTools);

/** 0 passed or no gate, 1 failed; a scan that did not succeed is a server-side failure (3) unless its gate failed anyway. */
export function exitCodeOf(outcome: Pick<ScanOutcome, 'flag' | 'gate'>): 0 | 1 | 3 {
  if (outcome.gate?.status === 'failed') return 1;
  if (outcome.flag !== FLAG.success) return 3;
  return 0;
}

const number = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

export function gateLines(buildNum: number, gate: GateResult | null, words: Words): string[] {
  if (!gate) return [words.gateMissing];
  const lines = [`${words.gateTitle(buildNum)} ${words.gateStatus[gate.status]}`];
  // Failed conditions first, each with what was measured and the threshold it crossed.
  const conditions = [...gate.conditions].sort((a, b) => Number(b.failed) - Number(a.failed));
  for (const condition of conditions) {
    lines.push(
      words.condition(
        condition.failed,
        words.metrics[condition.metric],
        toolLabel(condition.toolName, words),
        condition.value === null ? words.notMeasured : number(condition.value),
        words.operators[condition.operator] ?? condition.operator,
        number(condition.threshold),
      ),
    );
  }
  return lines;
}

export function defectLines(defects: ScanOutcome['newDefects'], words: Words): string[] {
  if (!defects.total) return [words.noNewDefects];
  const lines = [words.newDefectsTitle(defects.total)];
  for (const defect of defects.items) {
    lines.push(`  ${defect.path}:${defect.line}  ${toolLabel(defect.tool, words)} ${defect.checker}  [${words.severities[defect.severity] ?? defect.severity}]  ${defect.message}`);
  }
  if (defects.total > defects.items.length) lines.push(words.moreDefects(defects.total - defects.items.length));
  return lines;
}

export function outcomeLines(outcome: ScanOutcome, words: Words): string[] {
  const ended = words.scanEnded(outcome.buildNum, words.flags[outcome.flag] ?? String(outcome.flag), outcome.commit);
  return [ended, ...(outcome.message ? [`  ${outcome.message}`] : []), '', ...gateLines(outcome.buildNum, outcome.gate, words), '', ...defectLines(outcome.newDefects, words)];
}

/** The same as JSON, for the pipeline's own scripts. */
export function outcomeJson(outcome: ScanOutcome) {
  return {
    taskId: outcome.taskId,
    scan: { buildNum: outcome.buildNum, status: FLAG_NAMES[outcome.flag], commit: outcome.commit, message: outcome.message },
    ...(outcome.ingest ? { ingest: outcome.ingest } : {}),
    gate: outcome.gate,
    newDefects: outcome.newDefects,
    exitCode: exitCodeOf(outcome),
  };
}
