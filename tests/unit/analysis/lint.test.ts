import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkstyleTool } from '../../../server/analysis/lint/checkstyle-adapter';
import { cppcheckTool } from '../../../server/analysis/lint/cppcheck-adapter';
import { cpplintTool, parseEmacsOutput } from '../../../server/analysis/lint/cpplint-adapter';
import { buildConfig, eslintTool } from '../../../server/analysis/lint/eslint-adapter';
import { govetTool, parseAnalyzers, parseVetOutput } from '../../../server/analysis/lint/govet-adapter';
import { detektTool, gometalinterTool, stylecopTool } from '../../../server/analysis/lint/ingest-only-adapters';
import { phpcsTool } from '../../../server/analysis/lint/phpcs-adapter';
import { parseMessageList, pylintTool } from '../../../server/analysis/lint/pylint-adapter';
import { DEFAULT_LIMITS, type ToolAdapter, type ToolContext } from '../../../server/analysis/types';
import { EXPECTED_LINT, LINT_FILES } from '../../fixtures/lint-samples';

let root: string;

function context(checkers: string[] = []): ToolContext {
  return { root, files: Object.keys(LINT_FILES), checkers, signal: new AbortController().signal, limits: DEFAULT_LIMITS };
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lint-'));
  for (const [path, text] of Object.entries(LINT_FILES)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  // A repository's own configurations that would silence everything if a tool read them.
  await writeFile(join(root, 'src/CPPLINT.cfg'), 'filter=-runtime,-build,-readability\n');
  await writeFile(join(root, '.pylintrc'), '[MESSAGES CONTROL]\ndisable=all\n');
  await writeFile(join(root, 'phpcs.xml'), '<?xml version="1.0"?><ruleset name="x"><rule ref="Generic.PHP.Syntax"/></ruleset>\n');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const RUNNABLE: ToolAdapter[] = [eslintTool, pylintTool, cpplintTool, cppcheckTool, checkstyleTool, phpcsTool, govetTool];

describe('lint adapters with their default checkers', () => {
  for (const tool of RUNNABLE) {
    it(`${tool.name} reports exactly the known defects, ignoring repository configuration`, async () => {
      expect(await tool.available()).toMatchObject({ installed: true, version: expect.any(String) });
      const result = await tool.run(context());
      const found = result.findings
        .map((finding) => [finding.path, finding.line, finding.checker] as [string, number, string])
        .sort((a, b) => a[1] - b[1] || a[2].localeCompare(b[2]));
      expect(found).toEqual(EXPECTED_LINT[tool.name]);
      for (const finding of result.findings) {
        expect(finding.tool).toBe(tool.name);
        expect([1, 2, 3]).toContain(finding.severity);
        expect(finding.message.length).toBeGreaterThan(0);
      }
    }, 60_000);
  }
});

describe('checker lists', () => {
  it('lists every tool\'s checkers from the tool itself, with a default set', async () => {
    const counts = await Promise.all(RUNNABLE.map(async (tool) => [tool.name, await tool.checkers()] as const));
    for (const [name, checkers] of counts) {
      expect(checkers.length, name).toBeGreaterThan(20);
      expect(checkers.some((checker) => checker.defaultEnabled), name).toBe(true);
      expect(new Set(checkers.map((checker) => checker.key)).size, name).toBe(checkers.length);
    }
    const eslint = counts.find(([name]) => name === 'ESLINT')?.[1] ?? [];
    expect(eslint.find((checker) => checker.key === 'no-debugger')).toMatchObject({ defaultEnabled: true, severity: 1 });
    expect(eslint.find((checker) => checker.key === 'complexity')).toMatchObject({ defaultEnabled: false });
    const pylint = counts.find(([name]) => name === 'PYLINT')?.[1] ?? [];
    expect(pylint.find((checker) => checker.key === 'undefined-variable')).toMatchObject({ defaultEnabled: true, severity: 1 });
    expect(pylint.find((checker) => checker.key === 'missing-module-docstring')).toMatchObject({ defaultEnabled: false, severity: 3 });
  }, 60_000);

  it('runs only the checkers a task enabled', async () => {
    const eslint = await eslintTool.run(context(['no-debugger']));
    expect(eslint.findings.map((finding) => finding.checker)).toEqual(['no-debugger']);
    const pylint = await pylintTool.run(context(['unused-import']));
    expect(pylint.findings.map((finding) => finding.checker)).toEqual(['unused-import']);
    const vet = await govetTool.run(context(['printf']));
    expect(vet.findings.map((finding) => finding.checker)).toEqual(['printf']);
  }, 60_000);

  it('builds an ESLint flat config that ignores inline configuration comments', () => {
    const config = buildConfig(['no-debugger', 'not-a-rule']);
    const main = config.find((entry) => entry.linterOptions);
    expect(main?.rules).toEqual({ 'no-debugger': 'error' });
    expect(main?.linterOptions?.noInlineConfig).toBe(true);
  });

  it('lints TypeScript with its own parser, without taking type names for undefined variables', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lint-ts-'));
    try {
      await writeFile(join(dir, 'queue.ts'), 'interface Item { id: number }\nexport function first(items: Item[]): Item | undefined {\n  debugger;\n  return items[0];\n}\n');
      const result = await eslintTool.run({ root: dir, files: ['queue.ts'], checkers: ['no-debugger', 'no-undef'], signal: new AbortController().signal, limits: DEFAULT_LIMITS });
      expect(result.findings.map((finding) => [finding.line, finding.checker])).toEqual([[3, 'no-debugger']]);
      expect(result.warnings).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('tools that only arrive through ingestion', () => {
  it('say they are not installed and refuse to run', async () => {
    for (const tool of [detektTool, stylecopTool, gometalinterTool]) {
      expect(tool.ingestOnly).toBe(true);
      expect(await tool.available()).toMatchObject({ installed: false, reason: expect.any(String) });
      await expect(tool.run(context())).rejects.toThrow(/upload/);
    }
  });
});

describe('parsing tool output', () => {
  it('reads cpplint lines and drops paths outside the tree', () => {
    const output = [
      '/s/src/a.cc:12:  Using C-style cast.  Use static_cast<int>(...) instead  [readability/casting] [4]',
      '/elsewhere/b.cc:3:  Tab found  [whitespace/tab] [1]',
      'Done processing /s/src/a.cc',
    ].join('\n');
    expect(parseEmacsOutput('/s', output)).toEqual([
      {
        tool: 'CPPLINT', checker: 'readability/casting', severity: 3, path: 'src/a.cc', line: 12,
        message: 'Using C-style cast.  Use static_cast<int>(...) instead',
      },
    ]);
  });

  it('reads go vet JSON per package and keeps build errors as warnings', () => {
    const output = [
      '# example.com/p',
      '{',
      '\t"example.com/p": {',
      '\t\t"printf": [',
      '\t\t\t{ "posn": "/r/p/a.go:4:2", "message": "bad format" }',
      '\t\t]',
      '\t}',
      '}',
      'vet: p/b.go:1:1: expected package',
    ].join('\n');
    expect(parseVetOutput('/r', output)).toEqual({
      findings: [{ tool: 'GOVET', checker: 'printf', severity: 2, path: 'p/a.go', line: 4, column: 2, message: 'bad format' }],
      errors: ['vet: p/b.go:1:1: expected package'],
    });
  });

  it('reads the analyzer list of go vet and the message list of pylint', () => {
    expect(parseAnalyzers('Registered analyzers:\n\n    assign       check for useless assignments\n    bools        check booleans\n\nBy default').map((c) => c.key)).toEqual(['assign', 'bools']);
    const messages = parseMessageList(
      ':unused-import (W0611): *Unused %s*\n  Used when an imported module or variable is not used.\n:fatal (F0001):\n  Used when an error occurred preventing the analysis of a module (unable to\n  find it for instance).\n',
    );
    expect(messages).toEqual([
      { key: 'unused-import', name: 'W0611 unused-import', severity: 2, description: 'Unused %s. Used when an imported module or variable is not used.', defaultEnabled: true },
      { key: 'fatal', name: 'F0001 fatal', severity: 1, description: 'Used when an error occurred preventing the analysis of a module (unable to find it for instance).', defaultEnabled: true },
    ]);
  });
});
