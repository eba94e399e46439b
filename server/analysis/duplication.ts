import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { makeScratchDir, runProcess } from './process-runner';
import { mapLimit, RepoReader } from './repo-files';
import { type DuplicateBlock, type DuplicatedFile, type DuplicationResult, type RunLimits, ToolTimedOut } from './types';

/**
 * Duplicated code through jscpd's CLI. jscpd reads a `.jscpd.json` from its working directory, so it
 * runs from a scratch directory with our own config: the repository cannot change the thresholds,
 * the reporters or where reports are written. It follows no links and ignores .gitignore.
 *
 * The scan's totals are jscpd's own statistics for the scan's files, with its default formats and
 * thresholds, so they read the same as jscpd run by hand (the contract's `duplicationMetrics` says
 * what they count). The per-file figures are worked out here from both sides of each clone.
 */

const DEFAULT_MIN_TOKENS = 50;
const DEFAULT_MIN_LINES = 5;

interface DuplicationOptions {
  limits: RunLimits;
  signal?: AbortSignal;
  minTokens?: number;
  minLines?: number;
}

export function jscpdBinary(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const jscpdDir = dirname(require.resolve('jscpd/package.json'));
    const platforms = require('jscpd/platform-map.js') as {
      getPlatformKey(): string | undefined;
      PLATFORM_MAP: Record<string, { packageName: string }>;
    };
    const key = platforms.getPlatformKey();
    const entry = key ? platforms.PLATFORM_MAP[key] : undefined;
    if (!entry) return undefined;
    const packageJson = require.resolve(`${entry.packageName}/package.json`, { paths: [jscpdDir] });
    return join(dirname(packageJson), 'bin', process.platform === 'win32' ? 'jscpd.exe' : 'jscpd');
  } catch {
    return undefined;
  }
}

const location = z.object({ line: z.number().int() });
const side = z.object({
  name: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  startLoc: location.optional(),
  endLoc: location.optional(),
});
const totals = z.object({
  lines: z.number().int(),
  duplicatedLines: z.number().int(),
  percentage: z.number(),
});
const reportSchema = z.object({
  statistics: z.object({ total: totals }),
  duplicates: z.array(
    z.object({
      format: z.string().optional(),
      lines: z.number().int(),
      tokens: z.number().int(),
      firstFile: side,
      secondFile: side,
    }),
  ),
});
type JscpdReport = z.infer<typeof reportSchema>;

class DuplicationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DuplicationError';
  }
}

const EMPTY_REPORT: JscpdReport = {
  statistics: { total: { lines: 0, duplicatedLines: 0, percentage: 0 } },
  duplicates: [],
};

/** Line counts of the files that can be read, within the size limit. */
async function lineCountsOf(root: string, files: string[], maxFileBytes: number): Promise<Map<string, number>> {
  const reader = new RepoReader(root);
  const counted = await mapLimit(files, 16, async (path) => {
    const text = await reader.read(path, maxFileBytes).catch(() => undefined);
    return text === undefined ? undefined : ([path, countLines(text)] as const);
  });
  return new Map(counted.filter((entry) => entry !== undefined));
}

function countLines(text: string): number {
  if (text.length === 0) return 0;
  let lines = text.endsWith('\n') ? 0 : 1;
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) lines += 1;
  return lines;
}

/** The folders that hold at least one of the paths, at any depth. */
function foldersOf(paths: Iterable<string>): Set<string> {
  const folders = new Set<string>();
  for (const path of paths) {
    for (let slash = path.lastIndexOf('/'); slash > 0; slash = path.lastIndexOf('/', slash - 1)) {
      const folder = path.slice(0, slash);
      if (folders.has(folder)) break;
      folders.add(folder);
    }
  }
  return folders;
}

/**
 * Paths under the checkout that jscpd must leave out, found without following links or entering .git:
 * a folder holding none of the chosen files as one `folder/**`, other files one by one.
 */
async function excludedPaths(root: string, chosen: Set<string>): Promise<string[]> {
  const chosenFolders = foldersOf(chosen);
  const excluded: string[] = [];
  const pending = [''];
  while (pending.length > 0) {
    const relativeDir = pending.pop() as string;
    const entries = await readdir(join(root, relativeDir), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = relativeDir === '' ? entry.name : `${relativeDir}/${entry.name}`;
      if (entry.isDirectory() && entry.name !== '.git') {
        if (chosenFolders.has(path)) pending.push(path);
        else excluded.push(`${literalGlob(path)}/**`);
      } else if (entry.isFile() && !chosen.has(path)) {
        excluded.push(literalGlob(path));
      }
    }
  }
  return excluded;
}

/** An exact-path glob: characters with a meaning in globs are put in brackets. */
function literalGlob(path: string): string {
  return path.replace(/[[*?{]/g, (ch) => `[${ch}]`);
}

/**
 * jscpd pays about a millisecond per path it is given, so it is pointed at the checkout as a whole and
 * told to ignore what this scan leaves out; it picks the files of the formats it knows itself.
 */
export async function detectDuplicates(root: string, files: string[], options: DuplicationOptions): Promise<DuplicationResult> {
  if (files.length === 0) return mapReport(EMPTY_REPORT, root, new Map());
  const binary = jscpdBinary();
  if (!binary) throw new DuplicationError('jscpd binary not found for this platform');
  const scratch = await makeScratchDir('jscpd');
  try {
    const excluded = await excludedPaths(root, new Set(files));
    const output = join(scratch, 'report');
    const config = join(scratch, 'jscpd.json');
    await writeFile(
      config,
      JSON.stringify({
        path: [root],
        ignore: ['**/.git/**', ...excluded.map((glob) => `${literalGlob(root)}/${glob}`)],
        absolute: true,
        noGitignore: true,
        followSymlinks: false,
        maxSize: String(options.limits.maxFileBytes),
      }),
    );
    const minTokens = String(options.minTokens ?? DEFAULT_MIN_TOKENS);
    const minLines = String(options.minLines ?? DEFAULT_MIN_LINES);
    const result = await runProcess(
      binary,
      ['--config', config, '--reporters', 'json', '--output', output, '--min-tokens', minTokens, '--min-lines', minLines, '--silent', '--no-tips', '--no-colors'],
      { cwd: scratch, home: scratch, timeoutMs: options.limits.timeoutMs, maxOutputBytes: options.limits.maxOutputBytes, signal: options.signal },
    );
    options.signal?.throwIfAborted();
    if (result.timedOut) throw new ToolTimedOut('jscpd', options.limits.timeoutMs);
    if (result.code !== 0) throw new DuplicationError(`jscpd exited with ${result.code}: ${result.stderr.slice(0, 500)}`);
    const text = await readFile(join(output, 'jscpd-report.json'), 'utf8').catch(() => undefined);
    const report = withFilePaths(text === undefined ? EMPTY_REPORT : reportSchema.parse(JSON.parse(text)), root, new Set(files));
    const duplicated = new Set(report.duplicates.flatMap((clone) => [clone.firstFile.name, clone.secondFile.name]));
    const lineCounts = await lineCountsOf(root, [...duplicated], options.limits.maxFileBytes);
    return mapReport(report, root, lineCounts);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

function relative(root: string, absolute: string): string {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  return absolute.startsWith(prefix) ? absolute.slice(prefix.length) : absolute;
}

/**
 * The scanned file a jscpd source name stands for. jscpd reads code blocks embedded in another format
 * (fenced code in Markdown, scripts in HTML or Vue) as sources of their own named `file:format`, with
 * line numbers of the file itself; a name that is no scanned file either way is not shown at all.
 */
function scannedFile(root: string, name: string, files: Set<string>): string | undefined {
  const path = relative(root, name);
  if (files.has(path)) return path;
  const embedded = /^(.+):[^/:]+$/.exec(path)?.[1];
  return embedded !== undefined && files.has(embedded) ? embedded : undefined;
}

/** The report with each side named by its repository path, and clones with a side that is no scanned file left out. */
function withFilePaths(report: JscpdReport, root: string, files: Set<string>): JscpdReport {
  const duplicates = report.duplicates.flatMap((clone) => {
    const first = scannedFile(root, clone.firstFile.name, files);
    const second = scannedFile(root, clone.secondFile.name, files);
    if (first === undefined || second === undefined) return [];
    return [{ ...clone, firstFile: { ...clone.firstFile, name: first }, secondFile: { ...clone.secondFile, name: second } }];
  });
  return { ...report, duplicates };
}

/** Lines covered by a set of possibly overlapping ranges, each line counted once. */
function coveredLines(ranges: Array<[number, number]>): number {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  let covered = 0;
  let currentEnd = 0;
  for (const [start, end] of sorted) {
    const from = Math.max(start, currentEnd + 1);
    if (end >= from) covered += end - from + 1;
    currentEnd = Math.max(currentEnd, end);
  }
  return covered;
}

/** Two decimals, as jscpd prints its percentage. */
function rounded(percentage: number): number {
  return Math.round(percentage * 100) / 100;
}

function percentage(part: number, whole: number): number {
  return whole === 0 ? 0 : rounded((part / whole) * 100);
}

/**
 * Turns jscpd's clone pairs into per-file figures with numbered blocks, paths relative to the
 * checkout (absolute ones under `root` are made so); the totals are jscpd's. `lineCounts` holds the
 * line count of each duplicated file.
 */
export function mapReport(report: JscpdReport, root: string, lineCounts: Map<string, number>): DuplicationResult {
  const blocks: DuplicateBlock[] = report.duplicates
    .map((clone) => ({
      blockNumber: 0,
      source: { path: relative(root, clone.firstFile.name), startLine: clone.firstFile.start, endLine: clone.firstFile.end },
      target: { path: relative(root, clone.secondFile.name), startLine: clone.secondFile.start, endLine: clone.secondFile.end },
      lines: clone.lines,
      tokens: clone.tokens,
    }))
    .sort(
      (a, b) =>
        a.source.path.localeCompare(b.source.path) ||
        a.source.startLine - b.source.startLine ||
        a.target.path.localeCompare(b.target.path) ||
        a.target.startLine - b.target.startLine,
    );
  blocks.forEach((block, index) => {
    block.blockNumber = index + 1;
  });

  const perFile = new Map<string, { ranges: Array<[number, number]>; blocks: DuplicateBlock[] }>();
  const touch = (path: string, start: number, end: number, block: DuplicateBlock): void => {
    const entry = perFile.get(path) ?? { ranges: [], blocks: [] };
    entry.ranges.push([start, end]);
    if (!entry.blocks.includes(block)) entry.blocks.push(block);
    perFile.set(path, entry);
  };
  for (const block of blocks) {
    touch(block.source.path, block.source.startLine, block.source.endLine, block);
    touch(block.target.path, block.target.startLine, block.target.endLine, block);
  }

  const files: DuplicatedFile[] = [...perFile.entries()]
    .map(([path, entry]) => {
      const totalLines = lineCounts.get(path) ?? 0;
      const duplicatedLines = Math.min(coveredLines(entry.ranges), totalLines || Number.POSITIVE_INFINITY);
      return {
        path,
        duplicatedBlocks: entry.ranges.length,
        duplicatedLines,
        totalLines,
        rate: percentage(duplicatedLines, totalLines),
        blocks: entry.blocks,
      };
    })
    .sort((a, b) => b.rate - a.rate || a.path.localeCompare(b.path));

  const { total } = report.statistics;
  return { files, blocks, totalLines: total.lines, duplicatedLines: total.duplicatedLines, rate: rounded(total.percentage) };
}
