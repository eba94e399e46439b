import { spawn } from 'node:child_process';
import { access, constants, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';

/**
 * Runs analysis programs over untrusted repositories. Every child gets its own process group (so a
 * timeout kills whatever it forked), a capped output, and an environment rebuilt from nothing: the
 * server's tokens, NODE_OPTIONS, PYTHONPATH and the like never reach a tool that reads repository code.
 */

interface RunOptions {
  cwd: string;
  timeoutMs: number;
  maxOutputBytes: number;
  /** Extra variables a tool needs (GOFLAGS, PYLINTRC…); merged over the scrubbed base. */
  env?: Record<string, string>;
  /** HOME for the child; a fresh temporary directory when absent. */
  home?: string;
  signal?: AbortSignal;
  input?: string;
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  truncated: boolean;
  aborted: boolean;
}

const SAFE_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

function scrubbedEnv(home: string, extra: Record<string, string> = {}): Record<string, string> {
  return { PATH: SAFE_PATH, HOME: home, LANG: 'C.UTF-8', ...extra };
}

export async function makeScratchDir(prefix: string): Promise<string> {
  return mkdtemp(join(tmpdir(), `librarium-${prefix}-`));
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is already gone: nothing left to stop.
  }
}

export async function runProcess(command: string, args: string[], options: RunOptions): Promise<RunResult> {
  if (!isAbsolute(options.cwd)) throw new Error(`cwd must be absolute: ${options.cwd}`);
  const ownHome = options.home === undefined ? await makeScratchDir('home') : undefined;
  const home = options.home ?? (ownHome as string);
  try {
    return await spawnCapped(command, args, options, scrubbedEnv(home, options.env));
  } finally {
    if (ownHome) await rm(ownHome, { recursive: true, force: true });
  }
}

function spawnCapped(
  command: string,
  args: string[],
  options: RunOptions,
  env: Record<string, string>,
): Promise<RunResult> {
  return new Promise((resolve) => {
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let bytes = 0;
    let timedOut = false;
    let truncated = false;
    let aborted = false;
    let settled = false;

    const child = spawn(command, args, {
      cwd: options.cwd,
      env,
      detached: true,
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });

    const finish = (code: number | null): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      resolve({
        code,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
        timedOut,
        truncated,
        aborted,
      });
    };

    const collect = (target: Buffer[]) => (chunk: Buffer) => {
      if (truncated) return;
      const room = options.maxOutputBytes - bytes;
      if (chunk.length > room) {
        target.push(chunk.subarray(0, Math.max(0, room)));
        bytes = options.maxOutputBytes;
        truncated = true;
        killGroup(child.pid);
        return;
      }
      target.push(chunk);
      bytes += chunk.length;
    };

    const onAbort = (): void => {
      aborted = true;
      killGroup(child.pid);
    };

    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, options.timeoutMs);

    if (options.signal?.aborted) onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout?.on('data', collect(stdout));
    child.stderr?.on('data', collect(stderr));
    child.on('error', (error) => {
      stderr.push(Buffer.from(String(error.message)));
      finish(null);
    });
    child.on('close', (code) => finish(code));
    if (options.input !== undefined && child.stdin) {
      child.stdin.on('error', () => undefined);
      child.stdin.end(options.input);
    }
  });
}

/** Looks a program up on the safe PATH only, the way a child started by runProcess would find it. */
export async function whichProgram(name: string): Promise<string | undefined> {
  for (const dir of SAFE_PATH.split(':')) {
    const candidate = join(dir, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this directory; try the next one.
    }
  }
  return undefined;
}
