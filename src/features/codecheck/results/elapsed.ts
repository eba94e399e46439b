import type { BuildLog } from './api/task-log';

type Words = { seconds: (args: { value: number }) => string; minutes: (args: { minutes: number; seconds: number }) => string };

/** 42 s, or 3 min 5 s: scans take seconds to minutes, so no hours. */
export function formatElapsed(ms: number, words: Words): string {
  const total = Math.max(0, Math.round(ms / 1000));
  if (total < 60) return words.seconds({ value: total });
  return words.minutes({ minutes: Math.floor(total / 60), seconds: total % 60 });
}

/**
 * How long each tool took in a scan: from its first step to the end of its last, in the order they ran.
 * A tool with a step still open is running and has no elapsed time yet.
 */
export function elapsedPerTool(build: BuildLog): { toolName: string; elapsed: number | null }[] {
  const spans = new Map<string, { start: number; end: number; open: boolean }>();
  for (const step of build.steps) {
    const span = spans.get(step.toolName) ?? { start: step.startTime, end: step.startTime, open: false };
    spans.set(step.toolName, {
      start: Math.min(span.start, step.startTime),
      end: Math.max(span.end, step.endTime ?? step.startTime),
      open: span.open || step.endTime === null,
    });
  }
  return [...spans].map(([toolName, span]) => ({ toolName, elapsed: span.open ? null : span.end - span.start }));
}
