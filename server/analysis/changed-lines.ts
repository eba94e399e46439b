import { git, GitError } from './git';

/**
 * What a branch changed since it left its base: the merge base of the two commits, and per file of the
 * source commit the lines added or changed there (`git diff --unified=0` of merge-base..source, renames
 * followed, so a moved file counts only its edited lines). Deleted lines leave nothing to report on.
 */

/** Lines of a file, 1-based and inclusive, in order. */
export type LineRange = [number, number];

export interface BranchChanges {
  mergeBase: string;
  /** Repository-relative posix paths at the source commit, each with its changed lines. */
  lines: Map<string, LineRange[]>;
}

const COMMIT = /^[0-9a-f]{7,64}$/;

/** git's C-style quoting of a path holding unusual bytes (`"a\tb"`), undone. */
function unquote(path: string): string {
  if (!path.startsWith('"') || !path.endsWith('"')) return path;
  const bytes: number[] = [];
  const body = path.slice(1, -1);
  const simple: Record<string, number> = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, '\\': 92 };
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]!;
    if (char !== '\\') {
      bytes.push(...Buffer.from(char, 'utf8'));
      continue;
    }
    const next = body[index + 1] ?? '';
    if (/[0-7]/.test(next)) {
      bytes.push(parseInt(body.slice(index + 1, index + 4), 8));
      index += 3;
    } else {
      bytes.push(simple[next] ?? next.charCodeAt(0));
      index += 1;
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Reads the added side of a `--unified=0` diff: `+++ b/path` then `@@ -a,b +c,d @@` per hunk. */
export function parseChangedLines(diff: string): Map<string, LineRange[]> {
  const lines = new Map<string, LineRange[]>();
  let current: LineRange[] | null = null;
  for (const row of diff.split('\n')) {
    if (row.startsWith('+++ ')) {
      const target = row.slice(4);
      if (target === '/dev/null') {
        current = null;
        continue;
      }
      // The quoted form holds the prefix too: `+++ "b/a\tb.js"`.
      const path = unquote(target.replace(/\t$/, '')).replace(/^b\//, '');
      current = [];
      lines.set(path, current);
      continue;
    }
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(row);
    if (hunk && current) {
      const start = Number(hunk[1]);
      const count = hunk[2] === undefined ? 1 : Number(hunk[2]);
      if (count > 0) current.push([start, start + count - 1]);
    }
  }
  for (const [path, ranges] of lines) if (!ranges.length) lines.delete(path);
  return lines;
}

/** The merge base of the base and source commits, and the lines the source changed since then. */
export async function branchChanges(root: string, baseCommit: string, sourceCommit: string, signal?: AbortSignal, timeoutMs = 120_000): Promise<BranchChanges> {
  for (const commit of [baseCommit, sourceCommit]) if (!COMMIT.test(commit)) throw new GitError(`bad commit ${commit}`);
  const mergeBase = (await git(['merge-base', baseCommit, sourceCommit], { cwd: root, timeoutMs, signal })).trim();
  if (!COMMIT.test(mergeBase)) throw new GitError('no merge base');
  const diff = await git(
    ['-c', 'core.quotePath=false', 'diff', '--unified=0', '--find-renames', '--no-color', '--no-ext-diff', '--src-prefix=a/', '--dst-prefix=b/', mergeBase, sourceCommit, '--'],
    { cwd: root, timeoutMs, signal, maxOutputBytes: 256 * 1024 * 1024 },
  );
  return { mergeBase, lines: parseChangedLines(diff) };
}

/** Whether any line of `from..to` is among the ranges. */
export function touches(ranges: readonly LineRange[] | undefined, from: number, to: number = from): boolean {
  return !!ranges?.some(([start, end]) => start <= to && end >= from);
}

/** How many of the lines `from..to` are among the ranges. */
export function overlap(ranges: readonly LineRange[] | undefined, from: number, to: number): number {
  let count = 0;
  for (const [start, end] of ranges ?? []) count += Math.max(0, Math.min(end, to) - Math.max(start, from) + 1);
  return count;
}
