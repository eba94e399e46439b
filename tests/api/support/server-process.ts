import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, HttpSession } from './http-session';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerProcess {
  readonly base: string;
  /** The server's process: with several workers, their primary. */
  readonly pid: number;
  signIn(account: string, password: string): Promise<HttpSession>;
  /** What the server wrote to stderr (its warnings and errors), for a failure's message. */
  output(): string;
  /** Stops the process with `signal` (SIGKILL for a crash) and waits until it is gone. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/**
 * The real server (`server/main.ts`) as a child process on `env`, so a kill or a restart is real.
 * One server process unless `env` sets WORKERS. Resolves once it answers HTTP.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000', WORKERS: '1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (data: Buffer) => (stderr += data.toString()));
  // Generous: starting compiles the server with tsx, which a busy 2-core machine takes a while over.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped while starting: ${stderr}`);
    const answer = await fetch(`${base}/api/erp/login`, { method: 'POST' }).catch(() => null);
    if (answer) break;
    if (Date.now() > deadline) throw new Error(`the server did not start: ${stderr}`);
    await sleep(200);
  }
  return {
    base,
    pid: child.pid!,
    output: () => stderr,
    async signIn(account, password) {
      const session = new HttpSession(base);
      const response = await session.json('POST', '/api/erp/login', { username: account, password });
      if (response.status !== 200) throw new Error(`sign-in of ${account} failed: ${await response.text()}`);
      return session;
    },
    async stop(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
}
