import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** Runs a PostgreSQL client program; its own error text is what the operator needs to read. */
export async function runTool(program: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await execFileAsync(program, args, { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const failed = error as NodeJS.ErrnoException & { stderr?: string };
    if (failed.code === 'ENOENT') throw new Error(`${program} is not installed (Debian: apt-get install postgresql-client)`);
    throw new Error(`${program} failed: ${failed.stderr?.trim() || failed.message}`);
  }
}
