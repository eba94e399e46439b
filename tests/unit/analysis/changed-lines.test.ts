import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchChanges, overlap, parseChangedLines, touches } from '../../../server/analysis/changed-lines';

const run = promisify(execFile);

describe('the lines a branch changed', () => {
  let dir: string;
  const git = async (...args: string[]) =>
    (await run('git', args, { cwd: dir, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: 'A', GIT_AUTHOR_EMAIL: 'a@example.com', GIT_COMMITTER_NAME: 'A', GIT_COMMITTER_EMAIL: 'a@example.com' } })).stdout.trim();
  const lines = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => `${prefix} line ${index + 1}`).join('\n') + '\n';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'changed-lines-'));
    await git('init', '-q', '-b', 'main');
    await writeFile(join(dir, 'kept.js'), lines(10, 'kept'));
    await writeFile(join(dir, 'moved.js'), lines(20, 'moved'));
    await writeFile(join(dir, 'gone.js'), lines(3, 'gone'));
    await git('add', '-A');
    await git('commit', '-q', '-m', 'base');
  }, 30_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('takes the merge base, follows a renamed file to its edited lines, and leaves deleted files and lines out', async () => {
    const mergeBase = await git('rev-parse', 'HEAD');
    await git('checkout', '-q', '-b', 'feature');
    await writeFile(join(dir, 'kept.js'), lines(10, 'kept').replace('kept line 4\n', 'kept line 4 changed\nkept line 4b\n').replace('kept line 9\n', ''));
    await git('mv', 'moved.js', 'renamed.js');
    await writeFile(join(dir, 'renamed.js'), lines(20, 'moved').replace('moved line 12\n', 'moved line twelve\n'));
    await git('rm', '-q', 'gone.js');
    await writeFile(join(dir, 'tab\tname.js'), 'one\ntwo\n');
    await git('add', '-A');
    await git('commit', '-q', '-m', 'feature');
    const source = await git('rev-parse', 'HEAD');
    await git('checkout', '-q', 'main');
    await writeFile(join(dir, 'later.js'), 'later\n');
    await git('add', '-A');
    await git('commit', '-q', '-m', 'later on main');
    const base = await git('rev-parse', 'HEAD');

    const changes = await branchChanges(dir, base, source);
    expect(changes.mergeBase).toBe(mergeBase);
    expect(Object.fromEntries(changes.lines)).toEqual({ 'kept.js': [[4, 5]], 'renamed.js': [[12, 12]], 'tab\tname.js': [[1, 2]] });
  }, 30_000);

  it('reads hunks without a count as one line and pure deletions as none', () => {
    const diff = ['diff --git a/a.js b/a.js', '--- a/a.js', '+++ b/a.js', '@@ -3 +3 @@ x', '-a', '+b', '@@ -7,2 +6,0 @@', '-c', '-d', '@@ -20,0 +20,3 @@', '+e', '+f', '+g', ''].join('\n');
    expect(Object.fromEntries(parseChangedLines(diff))).toEqual({ 'a.js': [[3, 3], [20, 22]] });
  });

  it('tells whether a span touches the changed lines and how many of them it covers', () => {
    const ranges: [number, number][] = [[3, 3], [20, 22]];
    expect(touches(ranges, 3)).toBe(true);
    expect(touches(ranges, 4)).toBe(false);
    expect(touches(ranges, 10, 19)).toBe(false);
    expect(touches(ranges, 10, 20)).toBe(true);
    expect(touches(undefined, 1, 100)).toBe(false);
    expect(overlap(ranges, 1, 21)).toBe(3);
    expect(overlap(ranges, 1, Number.MAX_SAFE_INTEGER)).toBe(4);
  });

  it('refuses what is not a commit id', async () => {
    await expect(branchChanges(dir, '--output=/tmp/x', 'HEAD')).rejects.toThrow(/bad commit/);
  });
});
