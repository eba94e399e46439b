import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEP } from '../../../contract/codecheck-codes';
import { runScan } from '../../../server/analysis/engine';
import { detektTool } from '../../../server/analysis/lint/ingest-only-adapters';
import type { ToolAdapter } from '../../../server/analysis/types';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'engine-'));
  await writeFile(join(root, 'a.js'), 'const x = 1;\nlet y = x;\n');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function fakeTool(name: 'ESLINT' | 'PYLINT', run: ToolAdapter['run']): ToolAdapter {
  return {
    name,
    pattern: 'LINT',
    displayName: name,
    langs: ['JAVASCRIPT'],
    ingestOnly: false,
    checkers: async () => [],
    available: async () => ({ installed: true, version: '1' }),
    run,
  };
}

describe('scan engine', () => {
  it('fingerprints findings with their line text and reports each tool\'s steps', async () => {
    const steps: Array<[string, number]> = [];
    const tool = fakeTool('ESLINT', async (ctx) => ({
      findings: [{ tool: 'ESLINT', checker: 'prefer-const', severity: 3, path: 'a.js', line: 2, message: 'use const' }],
      analysedFiles: ctx.files.length,
      warnings: [],
    }));
    const result = await runScan({ root, files: ['a.js'], tools: [tool], signal: new AbortController().signal, onStep: (t, s) => void steps.push([t, s]) });
    expect(result.findings).toMatchObject([{ checker: 'prefer-const', lineText: 'let y = x;', fingerprint: expect.stringMatching(/^[0-9a-f]{40}$/) }]);
    expect(result.codeDetail).toEqual([{ language: 'JavaScript', files: 1, blank: 0, comment: 0, code: 2, total: 2 }]);
    expect(steps).toEqual([['ESLINT', STEP.queued], ['ESLINT', STEP.scanning], ['ESLINT', STEP.submitting], ['ESLINT', STEP.done]]);
  });

  it('records a failing tool and goes on with the next; skips tools that only arrive by upload', async () => {
    const failing = fakeTool('ESLINT', async () => {
      throw new Error('boom');
    });
    const fine = fakeTool('PYLINT', async () => ({ findings: [], analysedFiles: 0, warnings: [] }));
    const result = await runScan({ root, files: ['a.js'], tools: [failing, detektTool, fine], signal: new AbortController().signal });
    expect(result.perToolStatus.map((s) => [s.tool, s.status, s.error])).toEqual([
      ['ESLINT', 'failed', 'boom'],
      ['DETEKT', 'skipped', undefined],
      ['PYLINT', 'done', undefined],
    ]);
  });

  it('marks the running and remaining tools stopped (step 6) when the scan is stopped', async () => {
    const controller = new AbortController();
    const steps: Array<[string, number]> = [];
    const slow = fakeTool('ESLINT', async (ctx) => {
      controller.abort();
      ctx.signal.throwIfAborted();
      return { findings: [], analysedFiles: 0, warnings: [] };
    });
    const next = fakeTool('PYLINT', async () => ({ findings: [], analysedFiles: 0, warnings: [] }));
    const result = await runScan({ root, files: ['a.js'], tools: [slow, next], signal: controller.signal, onStep: (t, s) => void steps.push([t, s]) });
    expect(result.stopped).toBe(true);
    expect(result.perToolStatus.map((s) => [s.tool, s.status])).toEqual([['ESLINT', 'stopped'], ['PYLINT', 'stopped']]);
    expect(steps.filter(([, s]) => s === STEP.stopped)).toEqual([['ESLINT', STEP.stopped], ['PYLINT', STEP.stopped]]);
  });
});
