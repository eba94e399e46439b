import type { BranchAnalysisDetail, BranchFinding } from '../contract/codecheck-branch';
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

/** The verdict under `title` (which scan or analysis it is of), each condition with its measured value. */
export function gateLines(title: string, gate: GateResult | null, words: Words): string[] {
  if (!gate) return [words.gateMissing];
  const lines = [`${title} ${words.gateStatus[gate.status]}`];
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
  return [ended, ...(outcome.message ? [`  ${outcome.message}`] : []), '', ...gateLines(words.gateTitle(outcome.buildNum), outcome.gate, words), '', ...defectLines(outcome.newDefects, words)];
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

/** A failed gate fails the merge request (1); an analysis that could not run is a server-side failure (3). */
export function analysisExitCode(analysis: Pick<BranchAnalysisDetail, 'status' | 'gate'>): 0 | 1 | 3 {
  if (analysis.gate?.status === 'failed') return 1;
  return analysis.status === 'succeeded' ? 0 : 3;
}

/** Defects first, the most severe first, then by place. */
function byWeight(a: BranchFinding, b: BranchFinding) {
  const weight = (finding: BranchFinding) => (finding.kind === 'defect' ? (finding.severity ?? 3) : finding.kind === 'riskyFunction' ? 4 : 5);
  return weight(a) - weight(b) || a.filePath.localeCompare(b.filePath) || a.line - b.line;
}

function findingLine(finding: BranchFinding, words: Words): string {
  const place = `  ${finding.filePath}:${finding.line}  ${toolLabel(finding.toolName, words)}`;
  if (finding.kind === 'riskyFunction') return `${place}  ${words.riskyFunction(finding.functionName ?? '', finding.ccn ?? 0)}`;
  if (finding.kind === 'duplicatedBlock') return `${place}  ${words.duplicateOf(finding.duplicateOf?.filePath ?? '', finding.duplicateOf?.line ?? 0)}`;
  return `${place} ${finding.checker ?? ''}  [${words.severities[finding.severity ?? 3] ?? finding.severity}]  ${finding.message ?? ''}`;
}

/** What a merge request's analysis found on the lines it changed, and the gate's verdict on it. */
export function analysisLines(analysis: BranchAnalysisDetail, limit: number, words: Words): string[] {
  const ended = words.analysisEnded(analysis.id, analysis.sourceBranch, analysis.baseBranch, words.analysisStatuses[analysis.status], analysis.sourceCommit, analysis.mergeBase);
  if (analysis.status !== 'succeeded') return [ended, ...(analysis.failure ? [`  ${words.analysisFailure(analysis.failure.code)}`] : [])];
  const findings = [...analysis.findings].sort(byWeight);
  const listed = findings.slice(0, limit).map((finding) => findingLine(finding, words));
  return [
    ended,
    '',
    ...gateLines(words.analysisGateTitle(analysis.id), analysis.gate, words),
    '',
    ...(findings.length ? [words.newFindingsTitle(findings.length, analysis.counts.changedLines), ...listed] : [words.noNewFindings(analysis.counts.changedLines)]),
    ...(findings.length > listed.length ? [words.moreDefects(findings.length - listed.length)] : []),
  ];
}

/** The same as JSON, for the pipeline's own scripts. */
export function analysisJson(analysis: BranchAnalysisDetail, limit: number) {
  return {
    taskId: analysis.taskId,
    analysis: { id: analysis.id, status: analysis.status, sourceBranch: analysis.sourceBranch, sourceCommit: analysis.sourceCommit, baseBranch: analysis.baseBranch, mergeBase: analysis.mergeBase, failure: analysis.failure },
    gate: analysis.gate,
    counts: analysis.counts,
    newFindings: { total: analysis.findings.length, items: [...analysis.findings].sort(byWeight).slice(0, limit) },
    exitCode: analysisExitCode(analysis),
  };
}
