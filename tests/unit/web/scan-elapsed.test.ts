import { describe, expect, it } from 'vitest';
import type { BuildLog } from '../../../src/features/codecheck/results/api/task-log';
import { elapsedPerTool, formatElapsed } from '../../../src/features/codecheck/results/elapsed';

const words = { seconds: ({ value }: { value: number }) => `${value}s`, minutes: ({ minutes, seconds }: { minutes: number; seconds: number }) => `${minutes}m${seconds}s` };

describe('formatElapsed', () => {
  it('reads seconds under a minute and minutes with seconds above', () => {
    expect(formatElapsed(4_400, words)).toBe('4s');
    expect(formatElapsed(185_000, words)).toBe('3m5s');
  });
});

describe('elapsedPerTool', () => {
  const step = (toolName: string, startTime: number, endTime: number | null) => ({ toolName, step: 3 as const, flag: 1 as const, startTime, endTime, msg: null, failure: null });
  const build = (steps: BuildLog['steps']) => ({ steps }) as BuildLog;

  it('spans each tool from its first step to the end of its last', () => {
    expect(elapsedPerTool(build([step('ESLINT', 100, 200), step('CCN', 100, 150), step('ESLINT', 200, 900)]))).toEqual([
      { toolName: 'ESLINT', elapsed: 800 },
      { toolName: 'CCN', elapsed: 50 },
    ]);
  });

  it('has no elapsed time for a tool still running', () => {
    expect(elapsedPerTool(build([step('ESLINT', 100, null)]))).toEqual([{ toolName: 'ESLINT', elapsed: null }]);
  });
});
