import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alwaysReported, parsePylintJson, pylintTool, rcfile } from '../../../server/analysis/lint/pylint-adapter';
import { DEFAULT_LIMITS, type Finding, type ToolContext } from '../../../server/analysis/types';
import { EXPECTED_PACKAGE_FINDINGS, PYTHON_PACKAGE_FILES } from '../../fixtures/python-package-samples';

const run = promisify(execFile);

/** Messages pylint lists that an older parser of its message list could not read. */
const MESSAGES_WITHOUT_TEMPLATE = ['fixme', 'syntax-error', 'fatal', 'invalid-unary-operand-type', 'unsupported-binary-operation'];

let root: string;

function context(checkers: string[] = [], files = Object.keys(PYTHON_PACKAGE_FILES)): ToolContext {
  return { root, files, checkers, signal: new AbortController().signal, limits: DEFAULT_LIMITS };
}

function byPlace(a: { path: string; line: number; checker: string }, b: { path: string; line: number; checker: string }): number {
  return a.path.localeCompare(b.path) || a.line - b.line || a.checker.localeCompare(b.checker);
}

const brief = (findings: Finding[]) =>
  [...findings].sort(byPlace).map((finding) => [finding.path, finding.line, finding.checker] as [string, number, string]);

/** pylint as a person would run it in the checkout, with only the given messages enabled. */
async function plainPylint(enabled: string[]): Promise<Finding[]> {
  const paths = Object.keys(PYTHON_PACKAGE_FILES).map((path) => join(root, path));
  const result = await run('pylint', ['--disable=all', `--enable=${enabled.join(',')}`, '--output-format=json', ...paths], { cwd: root }).catch(
    // pylint exits non-zero whenever it reports something.
    (error: { stdout: string }) => ({ stdout: error.stdout }),
  );
  return parsePylintJson(root, result.stdout);
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'pylint-'));
  for (const [path, text] of Object.entries(PYTHON_PACKAGE_FILES)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('pylint', () => {
  it('reports what plain pylint reports on a package importing its own modules relatively', async () => {
    const defaults = (await pylintTool.checkers()).filter((checker) => checker.defaultEnabled).map((checker) => checker.key);
    const ours = await pylintTool.run(context());
    expect(brief(ours.findings)).toEqual(EXPECTED_PACKAGE_FINDINGS);
    expect(ours.findings.map(({ path, line, column, checker, message }) => ({ path, line, column, checker, message })).sort(byPlace)).toEqual(
      (await plainPylint(defaults)).map(({ path, line, column, checker, message }) => ({ path, line, column, checker, message })).sort(byPlace),
    );
  }, 60_000);

  it('lists every message pylint lists, those whose text is built at run time among them', async () => {
    const listed = (await run('pylint', ['--list-msgs'], { cwd: root, maxBuffer: 8 * 1024 * 1024 })).stdout;
    const keys = (await pylintTool.checkers()).map((checker) => checker.key);
    expect(keys.length).toBe(listed.split('\n').filter((line) => line.startsWith(':')).length);
    expect(keys).toEqual(expect.arrayContaining(MESSAGES_WITHOUT_TEMPLATE));
  }, 60_000);

  it('runs a task that enabled only those messages', async () => {
    const result = await pylintTool.run(context(MESSAGES_WITHOUT_TEMPLATE));
    expect(brief(result.findings)).toEqual([
      ['broken.py', 1, 'syntax-error'],
      ['shop/cart.py', 7, 'fixme'],
      ['shop/cart.py', 11, 'invalid-unary-operand-type'],
    ]);
  }, 60_000);

  it('reports a syntax error and a module it could not analyse whatever messages the task chose', async () => {
    const checkers = await pylintTool.checkers();
    expect(alwaysReported(checkers)).toEqual(expect.arrayContaining(['syntax-error', 'fatal']));
    const result = await pylintTool.run(context(['unused-import'], [...Object.keys(PYTHON_PACKAGE_FILES), 'gone.py']));
    expect(brief(result.findings)).toEqual([
      ['broken.py', 1, 'syntax-error'],
      ['gone.py', 1, 'fatal'],
      ['shop/cart.py', 2, 'unused-import'],
    ]);
  }, 60_000);

  it('writes the enabled messages into its own rcfile, which turns everything else off', () => {
    const text = rcfile(['fixme', 'syntax-error'], '/scratch/guard.py');
    expect(text).toContain('disable=all\nenable=fixme,syntax-error\n');
  });
});
