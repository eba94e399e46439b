import { STEP } from '../../../contract/codecheck-codes';
import type { BuildStepRow } from './build-repo';

/**
 * How long each tool of a scan took, from its steps. Tools run one after another and their results
 * are stored together, so a tool's whole time includes waiting; its analysis time is its scanning step.
 */
export function toolTimes(steps: readonly BuildStepRow[]) {
  const byTool = new Map<string, BuildStepRow[]>();
  for (const step of steps) byTool.set(step.tool_name, [...(byTool.get(step.tool_name) ?? []), step]);
  return [...byTool].map(([toolName, own]) => {
    const last = own.at(-1)!;
    const startTime = Math.min(...own.map((step) => step.start_at));
    const finished = last.step === STEP.done || last.step === STEP.stopped;
    const endTime = finished ? last.end_at : null;
    const scanning = own.find((step) => step.step === STEP.scanning);
    return {
      toolName,
      flag: last.flag,
      startTime,
      endTime,
      elapsed: endTime === null ? null : endTime - startTime,
      analysisElapsed: scanning?.end_at != null ? scanning.end_at - scanning.start_at : null,
    };
  });
}
