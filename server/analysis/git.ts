import { rm } from 'node:fs/promises';
import { makeScratchDir, runProcess, type RunResult } from './process-runner';

/**
 * Runs git for the analysis engine with nothing of the server's or the user's git setup: no system or
 * global config, no terminal prompt, hooks pointed at /dev/null, the ext:: transport off, and no
 * http redirect (it could lead from a checked public host to an internal one). The repository's own
 * .git/config is one we wrote by cloning.
 */

const GIT_SAFE_CONFIG = [
  '-c', 'core.hooksPath=/dev/null',
  '-c', 'core.fsmonitor=false',
  '-c', 'protocol.ext.allow=never',
  '-c', 'submodule.recurse=false',
  '-c', 'core.symlinks=true',
  '-c', 'http.followRedirects=false',
];

interface GitOptions {
  cwd: string;
  timeoutMs: number;
  maxOutputBytes?: number;
  signal?: AbortSignal;
  env?: Record<string, string>;
}

export class GitError extends Error {
  constructor(
    message: string,
    readonly result?: RunResult,
  ) {
    super(message);
    this.name = 'GitError';
  }
}

function gitEnv(home: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_TERMINAL_PROMPT: '0',
    GIT_ASKPASS: '/bin/false',
    SSH_ASKPASS: '/bin/false',
    GIT_SSH_COMMAND: 'ssh -o BatchMode=yes -o StrictHostKeyChecking=accept-new',
    HOME: home,
    ...extra,
  };
}

/** Runs `git <args>`; a non-zero exit throws GitError with stderr (which never holds credentials: none go in URLs). */
export async function git(args: string[], options: GitOptions): Promise<string> {
  const home = await makeScratchDir('git-home');
  try {
    const result = await runProcess('git', [...GIT_SAFE_CONFIG, ...args], {
      cwd: options.cwd,
      home,
      env: gitEnv(home, options.env),
      timeoutMs: options.timeoutMs,
      maxOutputBytes: options.maxOutputBytes ?? 256 * 1024 * 1024,
      signal: options.signal,
    });
    if (result.timedOut) throw new GitError(`git ${args[0]} timed out after ${options.timeoutMs} ms`, result);
    if (result.aborted) throw new GitError(`git ${args[0]} was stopped`, result);
    if (result.truncated) throw new GitError(`git ${args[0]} printed more than the output limit`, result);
    if (result.code !== 0) throw new GitError(`git ${args[0]} failed: ${result.stderr.trim().slice(0, 500)}`, result);
    return result.stdout;
  } finally {
    await rm(home, { recursive: true, force: true });
  }
}
