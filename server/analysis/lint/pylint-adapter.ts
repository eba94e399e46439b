import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { catalogueEntry } from '../../../contract/tools';
import { makeScratchDir, runProcess, whichProgram } from '../process-runner';
import { type Checker, type Finding, type Severity, type ToolAdapter, type ToolContext, type ToolResult, ToolTimedOut } from '../types';
import { chunk, deadline, enabledKeys, filesWithExtensions, memo, programAvailability, repoPath } from './lint-support';

/**
 * pylint as a child process with an rcfile we write: no plugins, no repository .pylintrc, setup.cfg or
 * pyproject.toml (an explicit --rcfile stops the search, and the working directory is a scratch one).
 * pylint puts the analysed directories on sys.path while it works, so a repository file named like a
 * module pylint imports late could run. The init-hook lets Python resolve every module as it always
 * would, so astroid's lookups (a package's `from . import x` among them) find what plain pylint finds,
 * but hands back a module of the checkout with a loader that refuses to run it: its code is read by
 * astroid, which parses and never imports, and is never executed.
 */

const GUARD = `import importlib.machinery, os, sys
_root = os.path.realpath(os.environ["LIBRARIUM_SCAN_ROOT"]) + os.sep

class _RefuseToRun:
    def _refuse(self, name):
        raise ImportError("refusing to import %s from the repository under analysis" % name, name=name)
    def create_module(self, spec):
        self._refuse(spec.name)
    def exec_module(self, module):
        self._refuse(module.__name__)
    def load_module(self, fullname):
        self._refuse(fullname)

class _RefuseCheckoutImports:
    def find_spec(self, name, path=None, target=None):
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(name, path, target)
            if spec is None:
                continue
            if spec.origin and os.path.realpath(spec.origin).startswith(_root):
                refused = importlib.machinery.ModuleSpec(spec.name, _RefuseToRun(), origin=spec.origin, is_package=spec.submodule_search_locations is not None)
                refused.submodule_search_locations = spec.submodule_search_locations
                refused.has_location = spec.has_location
                return refused
            return spec
        return None

sys.meta_path.insert(0, _RefuseCheckoutImports())
`;

const TYPE_SEVERITY: Record<string, Severity> = { F: 1, E: 1, W: 2, R: 3, C: 3, I: 3 };

/**
 * `:symbol (C0103): *message*` followed by indented description lines. Messages whose text is built at
 * run time (`syntax-error`, `fatal`, `fixme` ...) have no `*message*` part.
 */
export function parseMessageList(output: string): Checker[] {
  const checkers: Checker[] = [];
  let current: { checker: Checker; message: string | undefined; explanation: string[] } | undefined;
  const finish = () => {
    if (!current) return;
    const explanation = current.explanation.join(' ');
    current.checker.description = [current.message, explanation].filter(Boolean).join('. ') || undefined;
    checkers.push(current.checker);
    current = undefined;
  };
  for (const line of output.split('\n')) {
    const header = /^:([a-z0-9-]+) \(([A-Z])(\d{4})\):(?: \*(.*)\*)?\s*$/.exec(line);
    if (header) {
      finish();
      const [, symbol, type, number, message] = header as unknown as [string, string, string, string, string | undefined];
      current = {
        checker: {
          key: symbol,
          name: `${type}${number} ${symbol}`,
          severity: TYPE_SEVERITY[type] ?? 3,
          defaultEnabled: type === 'E' || type === 'F' || type === 'W',
        },
        message,
        explanation: [],
      };
    } else if (current && /^\s+\S/.test(line)) {
      current.explanation.push(line.trim());
    } else {
      finish();
    }
  }
  finish();
  return checkers;
}

/**
 * Messages that say a module could not be analysed at all (fatal ones, and a syntax error): reported
 * whatever checkers a task chose, or a broken file would pass as a clean one.
 */
export function alwaysReported(checkers: Checker[]): string[] {
  return checkers.filter((checker) => checker.name.startsWith('F') || checker.key === 'syntax-error').map((checker) => checker.key);
}

const pylintMessage = z.object({
  type: z.string(),
  line: z.number().int(),
  column: z.number().int().nullable().optional(),
  path: z.string(),
  symbol: z.string(),
  message: z.string(),
  'message-id': z.string(),
});

export function parsePylintJson(root: string, output: string): Finding[] {
  const messages = z.array(pylintMessage).parse(JSON.parse(output.trim() === '' ? '[]' : output));
  const findings: Finding[] = [];
  for (const message of messages) {
    const path = repoPath(root, message.path);
    if (!path) continue;
    findings.push({
      tool: 'PYLINT',
      checker: message.symbol,
      severity: TYPE_SEVERITY[message['message-id'].charAt(0)] ?? 3,
      path,
      line: Math.max(1, message.line),
      column: message.column === null || message.column === undefined ? undefined : message.column + 1,
      message: message.message,
    });
  }
  return findings;
}

export function rcfile(enabled: Iterable<string>, guardPath: string): string {
  return [
    '[MAIN]',
    'load-plugins=',
    `init-hook=exec(open(${JSON.stringify(guardPath)}).read(), {"__name__": "librarium_guard"})`,
    'persistent=no',
    'jobs=1',
    'unsafe-load-any-extension=no',
    'extension-pkg-allow-list=',
    'extension-pkg-whitelist=',
    '',
    '[MESSAGES CONTROL]',
    'disable=all',
    `enable=${[...enabled].join(',')}`,
    '',
    '[REPORTS]',
    'reports=no',
    'score=no',
    '',
  ].join('\n');
}

const listCheckers = memo(async (): Promise<Checker[]> => {
  const program = await whichProgram('pylint');
  if (!program) throw new Error('pylint is not installed');
  const scratch = await makeScratchDir('pylint-list');
  try {
    const result = await runProcess(program, ['--list-msgs'], { cwd: scratch, home: scratch, timeoutMs: 60_000, maxOutputBytes: 8 * 1024 * 1024 });
    return parseMessageList(result.stdout);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
});

async function run(ctx: ToolContext): Promise<ToolResult> {
  const program = await whichProgram('pylint');
  if (!program) throw new Error('pylint is not installed');
  const files = filesWithExtensions(ctx.files, ['py', 'pyi']);
  const result: ToolResult = { findings: [], analysedFiles: 0, warnings: [] };
  if (files.length === 0) return result;
  const checkers = await listCheckers();
  const enabled = new Set([...enabledKeys(ctx, checkers), ...alwaysReported(checkers)]);
  const scratch = await makeScratchDir('pylint');
  const remaining = deadline(ctx);
  try {
    const guard = join(scratch, 'guard.py');
    const config = join(scratch, 'pylintrc');
    await writeFile(guard, GUARD);
    await writeFile(config, rcfile(enabled, guard));
    for (const batch of chunk(files, 200)) {
      const run = await runProcess(
        program,
        [`--rcfile=${config}`, '--output-format=json', '--load-plugins=', '--persistent=n', ...batch.map((path) => join(ctx.root, path))],
        {
          cwd: scratch,
          home: scratch,
          env: { PYLINTRC: config, PYLINTHOME: join(scratch, 'cache'), LIBRARIUM_SCAN_ROOT: ctx.root, PYTHONDONTWRITEBYTECODE: '1' },
          timeoutMs: remaining(),
          maxOutputBytes: ctx.limits.maxOutputBytes,
          signal: ctx.signal,
        },
      );
      ctx.signal.throwIfAborted();
      if (run.timedOut) throw new ToolTimedOut('pylint', ctx.limits.timeoutMs);
      if (run.truncated) throw new Error('pylint printed more than the output limit');
      // pylint's exit code is a bit mask of message types; 32 alone means a usage error.
      if (run.code === null || run.code === 32) throw new Error(`pylint failed: ${run.stderr.slice(0, 500)}`);
      result.findings.push(...parsePylintJson(ctx.root, run.stdout));
      result.analysedFiles += batch.length;
    }
    return result;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

export const pylintTool: ToolAdapter = {
  ...catalogueEntry('PYLINT'),
  ingestOnly: false,
  checkers: listCheckers,
  available: () => programAvailability('pylint', ['--version'], (output) => /pylint (\S+)/.exec(output)?.[1]),
  run,
};
