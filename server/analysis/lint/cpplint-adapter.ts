import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { catalogueEntry } from '../../../contract/tools';
import { makeScratchDir, runProcess, whichProgram } from '../process-runner';
import { readRepoFile } from '../repo-files';
import { type Checker, type Finding, type Severity, type ToolAdapter, type ToolContext, type ToolResult, ToolTimedOut } from '../types';
import { chunk, deadline, enabledKeys, filesWithExtensions, memo, programAvailability, repoPath } from './lint-support';

/**
 * cpplint reads CPPLINT.cfg files from every directory above a file (filters, excluded files, line
 * length) and has no switch to stop it. It checks one file at a time, so it runs over a copy of the
 * C/C++ files in a scratch tree that holds no CPPLINT.cfg: only our filter applies.
 */

const EXTENSIONS = ['c', 'cc', 'cpp', 'cxx', 'c++', 'h', 'hh', 'hpp', 'hxx'];

function severityOf(category: string): Severity {
  if (category.startsWith('runtime/')) return 1;
  if (category.startsWith('build/')) return 2;
  return 3;
}

function parseCategories(output: string): Checker[] {
  return output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^[a-z0-9_+]+\/[a-z0-9_+]+$/.test(line))
    .map((category) => ({
      key: category,
      name: category,
      severity: severityOf(category),
      // Layout and legal notices are team taste; the default set keeps what points at bugs and builds.
      defaultEnabled: !category.startsWith('whitespace/') && category !== 'legal/copyright',
    }));
}

/** `path:line:  message  [category] [confidence]`, one per line on stderr. */
export function parseEmacsOutput(scratchRoot: string, output: string): Finding[] {
  const findings: Finding[] = [];
  for (const line of output.split('\n')) {
    const match = /^(.+?):(\d+):\s+(.*?)\s+\[([^\]]+)\] \[(\d)\]$/.exec(line);
    if (!match) continue;
    const [, file, lineNumber, message, category] = match as unknown as [string, string, string, string, string];
    const path = repoPath(scratchRoot, file);
    if (!path) continue;
    findings.push({
      tool: 'CPPLINT',
      checker: category,
      severity: severityOf(category),
      path,
      line: Math.max(1, Number(lineNumber)),
      message,
    });
  }
  return findings;
}

const listCheckers = memo(async (): Promise<Checker[]> => {
  const program = await whichProgram('cpplint');
  if (!program) throw new Error('cpplint is not installed');
  const result = await runProcess(program, ['--filter='], { cwd: '/', timeoutMs: 30_000, maxOutputBytes: 1024 * 1024 });
  return parseCategories(`${result.stdout}\n${result.stderr}`);
});

async function run(ctx: ToolContext): Promise<ToolResult> {
  const program = await whichProgram('cpplint');
  if (!program) throw new Error('cpplint is not installed');
  const files = filesWithExtensions(ctx.files, EXTENSIONS);
  const result: ToolResult = { findings: [], analysedFiles: 0, warnings: [] };
  if (files.length === 0) return result;
  const enabled = [...enabledKeys(ctx, await listCheckers())];
  const scratch = await makeScratchDir('cpplint');
  const remaining = deadline(ctx);
  try {
    const tree = join(scratch, 'src');
    const copied: string[] = [];
    for (const path of files) {
      const text = await readRepoFile(ctx.root, path, ctx.limits.maxFileBytes).catch(() => undefined);
      if (text === undefined) continue;
      await mkdir(dirname(join(tree, path)), { recursive: true });
      await writeFile(join(tree, path), text);
      copied.push(path);
    }
    // A marker the header-guard check takes as the repository root, so guards derive from repo paths.
    await mkdir(join(tree, '.git'), { recursive: true });
    const filter = `--filter=-,${enabled.map((key) => `+${key}`).join(',')}`;
    for (const batch of chunk(copied, 200)) {
      const run = await runProcess(program, ['--output=emacs', filter, `--repository=${tree}`, ...batch.map((path) => join(tree, path))], {
        cwd: scratch,
        home: scratch,
        timeoutMs: remaining(),
        maxOutputBytes: ctx.limits.maxOutputBytes,
        signal: ctx.signal,
      });
      ctx.signal.throwIfAborted();
      if (run.timedOut) throw new ToolTimedOut('cpplint', ctx.limits.timeoutMs);
      if (run.code === null || run.code > 1) throw new Error(`cpplint failed: ${run.stderr.slice(-500)}`);
      result.findings.push(...parseEmacsOutput(tree, run.stderr).filter((finding) => enabled.includes(finding.checker)));
      result.analysedFiles += batch.length;
    }
    return result;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

export const cpplintTool: ToolAdapter = {
  ...catalogueEntry('CPPLINT'),
  ingestOnly: false,
  checkers: listCheckers,
  available: () => programAvailability('cpplint', ['--version'], (output) => /cpplint (\S+)/.exec(output)?.[1]),
  run,
};
