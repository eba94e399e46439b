import { parseArgs } from 'node:util';
import { apiClient, CommandError, usageError } from './client';
import { type CommandContext, gateCommand, scanCommand, uploadCommand } from './commands';
import { languageOf, type Words, wordsFor } from './words';

const DEFAULT_TIMEOUT_S = 1800;
const DEFAULT_LIMIT = 20;

const OPTIONS = {
  task: { type: 'string' },
  commit: { type: 'string' },
  branch: { type: 'string' },
  base: { type: 'string' },
  scan: { type: 'string' },
  format: { type: 'string' },
  tool: { type: 'string' },
  server: { type: 'string' },
  timeout: { type: 'string' },
  limit: { type: 'string' },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

function positive(value: string | undefined, name: string, words: Words): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) throw usageError(words.badNumber(name));
  return Number(value);
}

function required(value: string | undefined, name: string, words: Words): string {
  if (value === undefined || value === '') throw usageError(words.missingOption(name));
  return value;
}

export interface Io {
  argv: string[];
  env: NodeJS.ProcessEnv;
  stdout(line: string): void;
  stderr(line: string): void;
}

/** Runs the command line and answers its exit code (see `--help`). */
export async function run(io: Io): Promise<number> {
  const language = languageOf(io.env);
  const words = wordsFor(language);
  let json = io.argv.includes('--json');
  try {
    let parsed;
    try {
      parsed = parseArgs({ args: io.argv, options: OPTIONS, allowPositionals: true, strict: true });
    } catch (error) {
      throw usageError((error as Error).message);
    }
    const { values, positionals } = parsed;
    json = values.json;
    const [command, ...rest] = positionals;
    if (values.help || command === 'help') {
      io.stdout(words.help);
      return 0;
    }
    if (!command) throw usageError(words.missingCommand);
    if (!['scan', 'upload', 'gate'].includes(command)) throw usageError(words.unknownCommand(command));

    const taskId = positive(required(values.task, 'task', words), 'task', words)!;
    const timeoutS = positive(values.timeout, 'timeout', words) ?? DEFAULT_TIMEOUT_S;
    const limit = positive(values.limit, 'limit', words) ?? DEFAULT_LIMIT;
    const server = values.server ?? io.env.LIBRARIUM_URL;
    if (!server) throw usageError(words.missingServer);
    if (!/^https?:\/\/[^\s/]+/i.test(server)) throw usageError(words.badServer(server));
    const token = io.env.LIBRARIUM_TOKEN?.trim();
    if (!token) throw usageError(words.missingToken);

    // Every argument is checked before the first call, so a typo costs no scan.
    let start: (context: CommandContext) => Promise<number>;
    if (command === 'scan') {
      if (values.commit !== undefined && (values.branch !== undefined || values.base !== undefined)) throw usageError(words.conflictingTarget);
      const commit = values.commit === undefined ? undefined : required(values.commit, 'commit', words);
      const branch = values.branch === undefined ? undefined : required(values.branch, 'branch', words);
      const base = values.base === undefined ? undefined : required(values.base, 'base', words);
      start = (context) => scanCommand(context, { taskId, commit, branch, base });
    } else if (command === 'upload') {
      const format = required(values.format, 'format', words);
      if (format !== 'sarif' && format !== 'checkstyle') throw usageError(words.badFormat);
      const [file] = rest;
      if (!file) throw usageError(words.missingFile);
      start = (context) => uploadCommand(context, { taskId, format, tool: values.tool, file });
    } else {
      const buildNum = positive(values.scan, 'scan', words);
      start = (context) => gateCommand(context, { taskId, buildNum });
    }

    const api = apiClient({ server, apiPrefix: io.env.LIBRARIUM_API_PREFIX ?? '/api', token, language, words });
    return await start({
      api,
      words,
      json,
      timeoutMs: timeoutS * 1000,
      limit,
      pollMs: 1000,
      print: io.stdout,
      progress: io.stderr,
    });
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    io.stderr(`librarium-ci: ${error.message}`);
    if (error.exitCode === 2) io.stderr(words.usage);
    if (json) io.stdout(JSON.stringify({ error: { message: error.message, ...(error.server ?? {}) }, exitCode: error.exitCode }, null, 2));
    return error.exitCode;
  }
}
