import { rm } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { z } from 'zod';
import { catalogueEntry } from '../../../contract/tools';
import { makeScratchDir, runProcess, whichProgram } from '../process-runner';
import { checkoutDirectory } from '../repo-files';
import { type Checker, type Finding, type ToolAdapter, type ToolContext, type ToolResult, ToolTimedOut } from '../types';
import { deadline, enabledKeys, filesWithExtensions, memo, programAvailability, repoPath } from './lint-support';

/**
 * `go vet -json`, one run per directory of Go files so code without a go.mod is vetted too. The
 * network and toolchain downloads are off (GOPROXY=off, GOTOOLCHAIN=local), go.work is ignored and
 * cgo is disabled so no C compiler runs with flags from the repository.
 */

/** `go tool vet help` lists `    name   description` under 'Registered analyzers:'. */
export function parseAnalyzers(output: string): Checker[] {
  const section = output.split('Registered analyzers:')[1] ?? '';
  const checkers: Checker[] = [];
  for (const line of section.split('\n')) {
    const match = /^\s{4}(\w+)\s+(.*)$/.exec(line);
    if (!match) {
      if (checkers.length > 0 && line.trim() !== '') break;
      continue;
    }
    const [, key, description] = match as unknown as [string, string, string];
    checkers.push({ key, name: key, severity: 2, description, defaultEnabled: true });
  }
  return checkers;
}

const diagnostics = z.record(z.string(), z.record(z.string(), z.union([z.array(z.object({ posn: z.string(), message: z.string() })), z.object({ error: z.string() })])));

/** go vet prints `# package` lines, each followed by a JSON object; anything else is a build error. */
export function parseVetOutput(root: string, output: string): { findings: Finding[]; errors: string[] } {
  const findings: Finding[] = [];
  const errors: string[] = [];
  let buffer: string[] | undefined;
  for (const line of output.split('\n')) {
    if (buffer) {
      buffer.push(line);
      if (line === '}') {
        const parsed = diagnostics.parse(JSON.parse(buffer.join('\n')));
        for (const analyzers of Object.values(parsed)) {
          for (const [analyzer, entries] of Object.entries(analyzers)) {
            if (!Array.isArray(entries)) {
              errors.push(entries.error);
              continue;
            }
            for (const entry of entries) {
              const position = /^(.*):(\d+):(\d+)$/.exec(entry.posn) ?? /^(.*):(\d+)$/.exec(entry.posn);
              if (!position) continue;
              const path = repoPath(root, position[1] as string);
              if (!path) continue;
              findings.push({
                tool: 'GOVET',
                checker: analyzer,
                severity: 2,
                path,
                line: Number(position[2]),
                column: position[3] === undefined ? undefined : Number(position[3]),
                message: entry.message,
              });
            }
          }
        }
        buffer = undefined;
      }
    } else if (line === '{') {
      buffer = [line];
    } else if (line.trim() !== '' && !line.startsWith('# ')) {
      errors.push(line.trim());
    }
  }
  return { findings, errors };
}

function goEnv(scratch: string): Record<string, string> {
  return {
    GOPROXY: 'off',
    GOFLAGS: '-mod=mod',
    GOTOOLCHAIN: 'local',
    GOWORK: 'off',
    GONOSUMDB: '*',
    GOSUMDB: 'off',
    CGO_ENABLED: '0',
    GOCACHE: join(scratch, 'cache'),
    GOPATH: join(scratch, 'gopath'),
    GOENV: join(scratch, 'goenv'),
  };
}

const listCheckers = memo(async (): Promise<Checker[]> => {
  const program = await whichProgram('go');
  if (!program) throw new Error('go is not installed');
  const scratch = await makeScratchDir('govet-list');
  try {
    const result = await runProcess(program, ['tool', 'vet', 'help'], { cwd: scratch, home: scratch, env: goEnv(scratch), timeoutMs: 60_000, maxOutputBytes: 1024 * 1024 });
    return parseAnalyzers(`${result.stdout}\n${result.stderr}`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
});

async function run(ctx: ToolContext): Promise<ToolResult> {
  const program = await whichProgram('go');
  if (!program) throw new Error('go is not installed');
  const files = filesWithExtensions(ctx.files, ['go']).filter((path) => !path.endsWith('_test.go'));
  const result: ToolResult = { findings: [], analysedFiles: 0, warnings: [] };
  if (files.length === 0) return result;
  const all = await listCheckers();
  const enabled = enabledKeys(ctx, all);
  const flags = all.filter((checker) => enabled.has(checker.key)).map((checker) => `-${checker.key}`);
  if (flags.length === 0) return result;
  const byDirectory = new Map<string, string[]>();
  for (const path of files) {
    const directory = posix.dirname(path);
    byDirectory.set(directory, [...(byDirectory.get(directory) ?? []), path]);
  }
  const scratch = await makeScratchDir('govet');
  const remaining = deadline(ctx);
  try {
    for (const [directory, group] of byDirectory) {
      const run = await runProcess(program, ['vet', '-json', ...flags, ...group.map((path) => posix.basename(path))], {
        cwd: await checkoutDirectory(ctx.root, directory),
        home: scratch,
        env: goEnv(scratch),
        timeoutMs: remaining(),
        maxOutputBytes: ctx.limits.maxOutputBytes,
        signal: ctx.signal,
      });
      ctx.signal.throwIfAborted();
      if (run.timedOut) throw new ToolTimedOut('go vet', ctx.limits.timeoutMs);
      const parsed = parseVetOutput(ctx.root, run.stderr);
      result.findings.push(...parsed.findings);
      result.warnings.push(...parsed.errors.map((error) => `go vet ${directory}: ${error}`));
      result.analysedFiles += group.length;
    }
    return result;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

export const govetTool: ToolAdapter = {
  ...catalogueEntry('GOVET'),
  ingestOnly: false,
  checkers: listCheckers,
  available: () => programAvailability('go', ['version'], (output) => /go version (\S+)/.exec(output)?.[1]),
  run,
};
