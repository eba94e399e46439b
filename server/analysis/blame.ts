import { git } from './git';
import { isSafeRelativePath } from './repo-files';

/**
 * Who wrote each line, from `git blame --line-porcelain`. A lint defect takes its line's author; a risky
 * function or a duplicated block takes the latest modifier in its range (the author with the most
 * recent author time), as CodeCC does. Blame is the slowest git call of a scan, so results are cached
 * per (path, commit) in a bounded map: the same file at the same commit never changes.
 */

interface BlameLine {
  line: number;
  commit: string;
  author: string;
  authorMail: string;
  /** Seconds since the epoch. */
  authorTime: number;
}

interface BlameOptions {
  root: string;
  timeoutMs?: number;
  /** Files kept in memory; the oldest entry leaves first. */
  maxEntries?: number;
}

export function parseLinePorcelain(output: string): BlameLine[] {
  const lines: BlameLine[] = [];
  const commits = new Map<string, { author: string; authorMail: string; authorTime: number }>();
  let current: { commit: string; line: number; author?: string; authorMail?: string; authorTime?: number } | undefined;
  for (const row of output.split('\n')) {
    if (current === undefined) {
      const header = /^([0-9a-f]{40}|[0-9a-f]{64}) \d+ (\d+)/.exec(row);
      if (header) current = { commit: header[1] as string, line: Number(header[2]) };
      continue;
    }
    if (row.startsWith('\t')) {
      const known = commits.get(current.commit);
      const info = {
        author: current.author ?? known?.author ?? '',
        authorMail: current.authorMail ?? known?.authorMail ?? '',
        authorTime: current.authorTime ?? known?.authorTime ?? 0,
      };
      commits.set(current.commit, info);
      lines.push({ line: current.line, commit: current.commit, ...info });
      current = undefined;
    } else if (row.startsWith('author ')) {
      current.author = row.slice(7);
    } else if (row.startsWith('author-mail ')) {
      current.authorMail = row.slice(12).replace(/^<|>$/g, '');
    } else if (row.startsWith('author-time ')) {
      current.authorTime = Number(row.slice(12));
    }
  }
  return lines;
}

export class BlameCache {
  private readonly entries = new Map<string, Promise<BlameLine[]>>();
  private readonly maxEntries: number;
  private readonly timeoutMs: number;

  constructor(private readonly options: BlameOptions) {
    this.maxEntries = options.maxEntries ?? 500;
    this.timeoutMs = options.timeoutMs ?? 120_000;
  }

  blame(path: string, commit: string): Promise<BlameLine[]> {
    const key = `${commit}\0${path}`;
    const cached = this.entries.get(key);
    if (cached) {
      // Refresh its place so the map evicts the least recently used file.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const loading = this.load(path, commit);
    this.entries.set(key, loading);
    loading.catch(() => this.entries.delete(key));
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return loading;
  }

  private async load(path: string, commit: string): Promise<BlameLine[]> {
    if (!isSafeRelativePath(path) || !/^[0-9a-f]{7,64}$/.test(commit)) throw new Error(`bad blame request ${path}@${commit}`);
    const output = await git(['blame', '--line-porcelain', '--no-progress', commit, '--', path], {
      cwd: this.options.root,
      timeoutMs: this.timeoutMs,
    });
    return parseLinePorcelain(output);
  }

  async authorOf(path: string, commit: string, line: number): Promise<BlameLine | undefined> {
    const lines = await this.blame(path, commit);
    return lines[line - 1]?.line === line ? lines[line - 1] : lines.find((entry) => entry.line === line);
  }

  /** The author who touched the range last; ties go to the later line. */
  async latestModifier(path: string, commit: string, startLine: number, endLine: number): Promise<BlameLine | undefined> {
    const lines = await this.blame(path, commit);
    let latest: BlameLine | undefined;
    for (const entry of lines) {
      if (entry.line < startLine || entry.line > endLine) continue;
      if (!latest || entry.authorTime >= latest.authorTime) latest = entry;
    }
    return latest;
  }

  get size(): number {
    return this.entries.size;
  }
}
