import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { catalogueEntry } from '../../../contract/tools';
import { makeScratchDir, runProcess, whichProgram } from '../process-runner';
import { type Checker, type Finding, type Severity, type ToolAdapter, type ToolContext, type ToolResult, ToolTimedOut } from '../types';
import { deadline, enabledKeys, filesWithExtensions, memo, programAvailability, repoPath } from './lint-support';

/**
 * PHP_CodeSniffer against the PSR-12 standard. Naming the standard keeps phpcs from reading the
 * repository's phpcs.xml (a ruleset can load PHP code), --ignore-annotations makes it ignore
 * `phpcs:disable` comments, and --sniffs limits the run to the enabled sniffs.
 */

const STANDARD = 'PSR12';

/** Layout sniffs are low; everything else medium, and a WARNING never ranks above low. */
function sniffSeverity(sniff: string, type = 'ERROR'): Severity {
  if (type !== 'ERROR' || sniff.includes('.WhiteSpace.') || sniff.includes('.Formatting.')) return 3;
  return 2;
}

/** `phpcs -e` lists one sniff per indented line, grouped under headings. */
function parseSniffList(output: string): Checker[] {
  return output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^[A-Za-z0-9]+\.[A-Za-z0-9]+\.[A-Za-z0-9]+$/.test(line))
    .map((sniff) => ({
      key: sniff,
      name: sniff,
      severity: sniffSeverity(sniff),
      defaultEnabled: true,
    }));
}

const report = z.object({
  files: z.record(
    z.string(),
    z.object({
      messages: z.array(
        z.object({
          message: z.string(),
          source: z.string(),
          type: z.string(),
          line: z.number().int(),
          column: z.number().int().optional(),
        }),
      ),
    }),
  ),
});

function parsePhpcsJson(root: string, output: string): Finding[] {
  const parsed = report.parse(JSON.parse(output));
  const findings: Finding[] = [];
  for (const [file, entry] of Object.entries(parsed.files)) {
    const path = repoPath(root, file);
    if (!path) continue;
    for (const message of entry.messages) {
      const sniff = message.source.split('.').slice(0, 3).join('.');
      findings.push({
        tool: 'PHPCS',
        checker: sniff,
        severity: sniffSeverity(sniff, message.type),
        path,
        line: Math.max(1, message.line),
        column: message.column,
        message: message.message,
      });
    }
  }
  return findings;
}

const listCheckers = memo(async (): Promise<Checker[]> => {
  const program = await whichProgram('phpcs');
  if (!program) throw new Error('phpcs is not installed');
  const result = await runProcess(program, ['-e', `--standard=${STANDARD}`], { cwd: '/', timeoutMs: 30_000, maxOutputBytes: 1024 * 1024 });
  return parseSniffList(result.stdout);
});

async function run(ctx: ToolContext): Promise<ToolResult> {
  const program = await whichProgram('phpcs');
  if (!program) throw new Error('phpcs is not installed');
  const files = filesWithExtensions(ctx.files, ['php']);
  const result: ToolResult = { findings: [], analysedFiles: 0, warnings: [] };
  if (files.length === 0) return result;
  const enabled = [...enabledKeys(ctx, await listCheckers())];
  if (enabled.length === 0) return result;
  const scratch = await makeScratchDir('phpcs');
  try {
    const list = join(scratch, 'files.txt');
    await writeFile(list, files.map((path) => join(ctx.root, path)).join('\n'));
    const run = await runProcess(
      program,
      ['--report=json', `--standard=${STANDARD}`, '--ignore-annotations', '--no-cache', '-q', `--sniffs=${enabled.join(',')}`, `--file-list=${list}`],
      { cwd: scratch, home: scratch, timeoutMs: deadline(ctx)(), maxOutputBytes: ctx.limits.maxOutputBytes, signal: ctx.signal },
    );
    ctx.signal.throwIfAborted();
    if (run.timedOut) throw new ToolTimedOut('phpcs', ctx.limits.timeoutMs);
    if (run.truncated) throw new Error('phpcs printed more than the output limit');
    // phpcs exits 1 or 2 when it found problems; the JSON report is what tells success from failure.
    if (!run.stdout.trim().startsWith('{')) throw new Error(`phpcs failed: ${(run.stderr || run.stdout).slice(0, 500)}`);
    result.findings = parsePhpcsJson(ctx.root, run.stdout);
    result.analysedFiles = files.length;
    return result;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

export const phpcsTool: ToolAdapter = {
  ...catalogueEntry('PHPCS'),
  ingestOnly: false,
  checkers: listCheckers,
  available: () => programAvailability('phpcs', ['--version'], (output) => /version (\S+)/.exec(output)?.[1]),
  run,
};
