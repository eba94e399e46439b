import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duplicatedFileRisk, duplicationRateBand } from '../../../contract/codecheck-bands';
import { detectDuplicates, mapReport } from '../../../server/analysis/duplication';
import { duplicationTool } from '../../../server/analysis/duplication-tool';
import { DEFAULT_LIMITS } from '../../../server/analysis/types';
import { DUPLICATE_FILES, EXPECTED_DUPLICATE } from '../../fixtures/duplicate-sample';

describe('duplication with jscpd', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'dup-'));
    for (const [path, text] of Object.entries(DUPLICATE_FILES)) {
      await mkdir(dirname(join(root, path)), { recursive: true });
      await writeFile(join(root, path), text);
    }
    // A config the repository ships must not change what jscpd reports or where it writes.
    await writeFile(join(root, '.jscpd.json'), JSON.stringify({ minTokens: 10000, reporters: ['html'], output: join(root, 'leak') }));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('finds the known duplicate and numbers its block', async () => {
    const result = await detectDuplicates(root, Object.keys(DUPLICATE_FILES), { limits: DEFAULT_LIMITS });
    expect(result.blocks).toEqual([
      { blockNumber: 1, ...EXPECTED_DUPLICATE, lines: 11, tokens: expect.any(Number) },
    ]);
    expect(result.files.map(({ path, duplicatedBlocks, duplicatedLines, totalLines, rate }) => ({
      path, duplicatedBlocks, duplicatedLines, totalLines, rate,
    }))).toEqual([
      { path: 'src/dup/first.js', duplicatedBlocks: 1, duplicatedLines: 11, totalLines: 13, rate: 84.62 },
      { path: 'src/dup/second.js', duplicatedBlocks: 1, duplicatedLines: 11, totalLines: 15, rate: 73.33 },
    ]);
    // jscpd's totals: the clone once, over the two files long enough to compare (unique.js is not).
    expect(result.totalLines).toBe(13 + 15);
    expect(result.duplicatedLines).toBe(11);
    expect(result.rate).toBe(39.29);
  });

  it('leaves the repository untouched and ignores its jscpd config', async () => {
    await detectDuplicates(root, Object.keys(DUPLICATE_FILES), { limits: DEFAULT_LIMITS });
    expect(existsSync(join(root, 'leak'))).toBe(false);
    expect(existsSync(join(root, 'report'))).toBe(false);
  });

  it('counts only clones between the files the scan was given', async () => {
    const result = await detectDuplicates(root, ['src/dup/first.js', 'src/dup/unique.js'], { limits: DEFAULT_LIMITS });
    expect(result.blocks).toEqual([]);
    expect(result.totalLines).toBe(13);
  });

  it('leaves out a folder none of whose files the scan was given', async () => {
    const result = await detectDuplicates(root, ['.jscpd.json'], { limits: DEFAULT_LIMITS });
    expect(result).toEqual({ files: [], blocks: [], totalLines: 0, duplicatedLines: 0, rate: 0 });
  });

  it('returns nothing without running jscpd when given no file', async () => {
    const result = await detectDuplicates(root, [], { limits: DEFAULT_LIMITS });
    expect(result).toEqual({ files: [], blocks: [], totalLines: 0, duplicatedLines: 0, rate: 0 });
  });

  it('reports itself installed with its version', async () => {
    expect(await duplicationTool.available()).toEqual({ installed: true, version: 'jscpd 5.3.3' });
  });
});

describe('duplication in code blocks of a Markdown file', () => {
  const code = DUPLICATE_FILES['src/dup/first.js'] as string;
  // Like express's History.md: the same example twice in fenced blocks, and once more in a source file.
  const history = ['# History', '', 'The example:', '', '```js', code.trimEnd(), '```', '', 'Again:', '', '```js', code.trimEnd(), '```', ''].join('\n');
  const files = { 'History.md': history, 'lib/normalise.js': code };
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'dup-md-'));
    for (const [path, text] of Object.entries(files)) {
      await mkdir(dirname(join(root, path)), { recursive: true });
      await writeFile(join(root, path), text);
    }
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('names the Markdown file itself, never jscpd\'s file:format name for a block in it', async () => {
    const result = await detectDuplicates(root, Object.keys(files), { limits: DEFAULT_LIMITS });
    const shown = [...result.files.map((file) => file.path), ...result.blocks.flatMap((block) => [block.source.path, block.target.path])];
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set(Object.keys(files)));
    const codeLines = code.trimEnd().split('\n').length;
    expect(result.blocks).toContainEqual(expect.objectContaining({
      source: { path: 'History.md', startLine: 6, endLine: 5 + codeLines },
      target: { path: 'History.md', startLine: 11 + codeLines, endLine: 10 + 2 * codeLines },
    }));
    expect(result.files.find((file) => file.path === 'History.md')).toMatchObject({ totalLines: history.split('\n').length - 1, duplicatedLines: 2 * codeLines });
  });
});

describe('mapping a jscpd report', () => {
  it('counts overlapping blocks of one file once, numbers blocks in path order and keeps jscpd totals', () => {
    const side = (name: string, start: number, end: number) => ({ name: `/r/${name}`, start, end });
    const report = {
      statistics: { total: { lines: 125, duplicatedLines: 16, percentage: 12.8 } },
      duplicates: [
        { lines: 10, tokens: 60, firstFile: side('b.js', 1, 10), secondFile: side('a.js', 5, 14) },
        { lines: 6, tokens: 55, firstFile: side('a.js', 10, 15), secondFile: side('c.js', 1, 6) },
      ],
    };
    const result = mapReport(report, '/r', new Map([['a.js', 20], ['b.js', 10], ['c.js', 100]]));
    expect(result.blocks.map((block) => [block.blockNumber, block.source.path, block.target.path])).toEqual([
      [1, 'a.js', 'c.js'],
      [2, 'b.js', 'a.js'],
    ]);
    const a = result.files.find((file) => file.path === 'a.js');
    expect(a).toMatchObject({ duplicatedBlocks: 2, duplicatedLines: 11, totalLines: 20, rate: 55 });
    expect(a?.blocks.map((block) => block.blockNumber).sort()).toEqual([1, 2]);
    expect(result.files.map((file) => file.path)).toEqual(['b.js', 'a.js', 'c.js']);
    expect(result).toMatchObject({ totalLines: 125, duplicatedLines: 16, rate: 12.8 });
  });
});

describe('duplication bands', () => {
  it('bands the task rate', () => {
    expect(duplicationRateBand(0)).toBe('excellent');
    expect(duplicationRateBand(1)).toBe('excellent');
    expect(duplicationRateBand(1.5)).toBe('good');
    expect(duplicationRateBand(3)).toBe('good');
    expect(duplicationRateBand(5)).toBe('general');
    expect(duplicationRateBand(5.1)).toBe('poor');
  });

  it('bands a file by its rate', () => {
    expect(duplicatedFileRisk(4.9)).toBe('low');
    expect(duplicatedFileRisk(5)).toBe('medium');
    expect(duplicatedFileRisk(10.99)).toBe('medium');
    expect(duplicatedFileRisk(11)).toBe('high');
    expect(duplicatedFileRisk(19.9)).toBe('high');
    expect(duplicatedFileRisk(20)).toBe('extremelyHigh');
  });
});
