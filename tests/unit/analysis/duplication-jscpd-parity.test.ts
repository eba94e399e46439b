import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../../server/analysis/checkout';
import { detectDuplicates, jscpdBinary } from '../../../server/analysis/duplication';
import { DEFAULT_LIMITS } from '../../../server/analysis/types';
import { JSCPD_PARITY_FILES } from '../../fixtures/duplicate-sample';

/**
 * A scan's duplication figures are the ones jscpd's CLI prints when run by hand, with nothing but its
 * defaults, over the same tree: duplicated lines, clones and the percentage.
 */

const CODE_DETAIL_FIXTURE = join(import.meta.dirname, '../../fixtures/code-detail');

interface JscpdTotals {
  lines: number;
  duplicatedLines: number;
  clones: number;
  percentage: number;
}

describe('duplication equals jscpd CLI', () => {
  let scratch: string;
  let tree: string;
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'dup-parity-'));
    tree = join(scratch, 'tree');
    for (const [path, text] of Object.entries(JSCPD_PARITY_FILES)) {
      await mkdir(dirname(join(tree, path)), { recursive: true });
      await writeFile(join(tree, path), text);
    }
    await cp(CODE_DETAIL_FIXTURE, join(tree, 'samples'), { recursive: true });
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  /** jscpd as a developer runs it: the tree as its only argument, from a folder without a config. */
  async function jscpdByHand(): Promise<JscpdTotals> {
    const output = join(scratch, 'jscpd');
    await mkdir(output, { recursive: true });
    execFileSync(jscpdBinary()!, [tree, '--reporters', 'json', '--output', output, '--silent', '--no-tips'], { cwd: output, stdio: 'ignore' });
    const report = JSON.parse(await readFile(join(output, 'jscpd-report.json'), 'utf8')) as { statistics: { total: JscpdTotals } };
    return report.statistics.total;
  }

  it('reports the duplicated lines, clones and percentage jscpd reports', async () => {
    const expected = await jscpdByHand();
    const { files } = await listFiles(tree, { maxFileBytes: DEFAULT_LIMITS.maxFileBytes });
    const result = await detectDuplicates(tree, files, { limits: DEFAULT_LIMITS });

    // The tree is chosen so that the comparison means something: clones in several formats, one file in two.
    expect(new Set(result.blocks.map((block) => block.source.path.split('.').pop()))).toEqual(new Set(['js', 'py', 'yml']));
    expect(expected.clones).toBeGreaterThanOrEqual(4);

    expect({
      lines: result.totalLines,
      duplicatedLines: result.duplicatedLines,
      clones: result.blocks.length,
      percentage: result.rate,
    }).toEqual({
      lines: expected.lines,
      duplicatedLines: expected.duplicatedLines,
      clones: expected.clones,
      percentage: Math.round(expected.percentage * 100) / 100,
    });
  });
});
