import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { averageCcnBand, ccnRangeOfImpact, ccnRisk, isRisky } from '../../../contract/codecheck-bands';
import { analyseFiles, analyseSource } from '../../../server/analysis/ccn/analyse';
import { averageCcn, countByRisk } from '../../../server/analysis/ccn/bands';
import { ccnTool } from '../../../server/analysis/ccn/ccn-tool';
import { ccnLanguageOf } from '../../../server/analysis/languages';
import { DEFAULT_LIMITS, type FunctionComplexity } from '../../../server/analysis/types';
import { CCN_SAMPLES } from '../../fixtures/ccn-samples';

describe('cyclomatic complexity per language', () => {
  for (const sample of CCN_SAMPLES) {
    it(`measures every function of ${sample.path} exactly`, async () => {
      const language = ccnLanguageOf(sample.path);
      expect(language).toBeDefined();
      const functions = await analyseSource(sample.source, language!, sample.path);
      const measured = functions.map(({ name, ccn, beginLine, endLine }) => ({ name, ccn, beginLine, endLine }));
      const byLine = (a: { beginLine: number; name: string }, b: { beginLine: number; name: string }) =>
        a.beginLine - b.beginLine || a.name.localeCompare(b.name);
      expect(measured.sort(byLine)).toEqual([...sample.expected].sort(byLine));
      for (const fn of functions) expect(fn.totalLines).toBe(fn.endLine - fn.beginLine + 1);
    });
  }

  it('counts Kotlin when branches but one, the elvis operator and lambdas as their own functions', async () => {
    const source = `fun pick(a: Int?): Int {
    val b = a ?: 0
    val f = { x: Int -> if (x > 0) x else 0 }
    return when (b) {
        1 -> 10
        2 -> 20
        3 -> 30
        else -> f(b)
    }
}
`;
    const functions = await analyseSource(source, 'kotlin', 'Pick.kt');
    expect(functions.map((fn) => [fn.name, fn.ccn])).toEqual([
      ['pick', 5],
      ['f', 2],
    ]);
  });

  it('counts C# ?? but not foreach, nullable types or ?.', async () => {
    const functions = await analyseSource(
      'class A { int? F(int? a) { foreach (var x in xs) {} return a?.B ?? 1; } }',
      'csharp',
      'A.cs',
    );
    expect(functions.map((fn) => [fn.name, fn.ccn])).toEqual([['A.F', 2]]);
  });

  it('leaves abstract and interface methods without a body out', async () => {
    const functions = await analyseSource('abstract class A { abstract void f(); void g() {} }', 'java', 'A.java');
    expect(functions.map((fn) => fn.name)).toEqual(['A.g']);
  });
});

describe('complexity of modern JavaScript and TypeScript, as ESLint counts it', () => {
  const cases: Array<[construct: string, path: string, source: string, ccn: number]> = [
    ['?? in an expression', 'f.js', 'function f(a, b) { return a ?? b; }', 2],
    ['?. on a property', 'f.js', 'function f(a) { return a?.b; }', 2],
    ['each ?. of a chain, not the plain links', 'f.js', 'function f(a, k) { return a?.b.c?.[k]; }', 3],
    ['?. on a call in JavaScript', 'f.js', 'function f(a) { return a?.(); }', 2],
    ['?. on a call in TypeScript', 'f.ts', 'function f(a?: () => void) { return a?.(); }', 2],
    ['a default parameter', 'f.js', 'function f(a = 1) { return a; }', 2],
    ['a default parameter in TypeScript', 'f.ts', 'function f(a: number = 1, b?: number) { return a + (b ?? 0); }', 3],
    ['a default parameter of an arrow function', 'f.tsx', 'const f = (a = 1) => a;', 2],
    ['defaults inside destructuring', 'f.js', 'function f({ a = 1, b } = {}, [c = 2]) { return a + b + c; }', 4],
    ['||=', 'f.js', 'function f(o) { o.a ||= 1; }', 2],
    ['&&=', 'f.js', 'function f(o) { o.a &&= 1; }', 2],
    ['??=', 'f.ts', 'function f(o: { a?: number }) { o.a ??= 1; }', 2],
    ['but not other compound assignments', 'f.js', 'function f(o) { o.a += 1; o.b **= 2; }', 1],
    ['but not TypeScript optional parameters, non-null assertions or conditional types', 'f.ts', 'function f<T>(a?: string): T extends string ? 1 : 2 { return a! as never; }', 1],
  ];
  for (const [construct, path, source, ccn] of cases) {
    it(`counts ${construct}`, async () => {
      const functions = await analyseSource(source, ccnLanguageOf(path)!, path);
      expect(functions.map((fn) => fn.ccn)).toEqual([ccn]);
    });
  }

  it('gives decisions of class field initializers and static blocks to no function around the class', async () => {
    const source = `function outer(a) {
  class Inner {
    size = a ? 1 : 2;
    static { if (a) Inner.ready = true; }
    method(b = 0) { return b; }
  }
  return new Inner();
}
`;
    const functions = await analyseSource(source, 'javascript', 'outer.js');
    expect(functions.map((fn) => [fn.name, fn.ccn])).toEqual([
      ['outer', 1],
      ['Inner.method', 2],
    ]);
  });
});

describe('complexity bands', () => {
  it('puts functions in the risk bands of the spec', () => {
    expect(ccnRisk(19)).toBe('low');
    expect(ccnRisk(20)).toBe('medium');
    expect(ccnRisk(39)).toBe('medium');
    expect(ccnRisk(40)).toBe('high');
    expect(ccnRisk(59)).toBe('high');
    expect(ccnRisk(60)).toBe('extremelyHigh');
    expect(isRisky(19)).toBe(false);
    expect(isRisky(20)).toBe(true);
  });

  it('filters risky functions by impact over the same bands they are labelled with', () => {
    expect(ccnRangeOfImpact(1)).toEqual({ from: 60, to: undefined });
    expect(ccnRangeOfImpact(2)).toEqual({ from: 40, to: 59 });
    expect(ccnRangeOfImpact(3)).toEqual({ from: 20, to: 39 });
  });

  it('bands the average CCN with closed upper bounds', () => {
    expect(averageCcnBand(2)).toBe('excellent');
    expect(averageCcnBand(2.01)).toBe('good');
    expect(averageCcnBand(3)).toBe('good');
    expect(averageCcnBand(4)).toBe('general');
    expect(averageCcnBand(4.01)).toBe('poor');
  });

  it('averages and counts by band', () => {
    const fn = (ccn: number): FunctionComplexity => ({
      path: 'a.js', name: 'f', ccn, beginLine: 1, endLine: 1, totalLines: 1, language: 'javascript',
    });
    const functions = [fn(1), fn(2), fn(25), fn(45), fn(70)];
    expect(averageCcn(functions)).toBe(28.6);
    expect(countByRisk(functions)).toEqual({ extremelyHigh: 1, high: 1, medium: 1 });
    expect(averageCcn([])).toBe(0);
  });
});

describe('complexity tool', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'ccn-tool-'));
    for (const sample of CCN_SAMPLES) {
      await mkdir(dirname(join(root, sample.path)), { recursive: true });
      await writeFile(join(root, sample.path), sample.source);
    }
    await writeFile(join(root, 'README.md'), '# not code\n');
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('measures a tree, lists functions of CCN 20 and above as risky and skips other files', async () => {
    const files = [...CCN_SAMPLES.map((sample) => sample.path), 'README.md'];
    const result = await ccnTool.run({
      root,
      files,
      checkers: [],
      signal: new AbortController().signal,
      limits: DEFAULT_LIMITS,
    });
    const expectedCount = CCN_SAMPLES.reduce((sum, sample) => sum + sample.expected.length, 0);
    expect(result.functions).toHaveLength(expectedCount);
    expect(result.analysedFiles).toBe(CCN_SAMPLES.length);
    expect(result.riskyFunctions?.map((fn) => [fn.path, fn.name, fn.ccn])).toEqual([
      ['src/js/dispatch.js', 'dispatch', 22],
    ]);
  });

  it('skips files above the size limit with a warning', async () => {
    const run = await analyseFiles(root, ['src/js/classify.js'], { maxFileBytes: 100 });
    expect(run.functions).toEqual([]);
    expect(run.warnings).toHaveLength(1);
  });

  it('stops when the scan is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      analyseFiles(root, ['src/js/classify.js'], { maxFileBytes: 1e6, signal: controller.signal }),
    ).rejects.toThrow();
  });

  it('reports itself installed with every grammar loaded', async () => {
    expect(await ccnTool.available()).toMatchObject({ installed: true });
  });
});
