import { isAbsolute, relative, sep } from 'node:path';
import { extensionOf } from '../languages';
import { runProcess, whichProgram } from '../process-runner';
import type { Checker, ToolAvailability, ToolContext } from '../types';

/** What every command-line lint adapter needs: picking its files, finding its program, mapping paths back. */

export function filesWithExtensions(files: string[], extensions: string[]): string[] {
  return files.filter((path) => extensions.includes(extensionOf(path)));
}

/** A tool's path back to a repository-relative posix path, or undefined when it lies outside the checkout. */
export function repoPath(root: string, reported: string): string | undefined {
  const absolute = isAbsolute(reported) ? reported : `${root}${sep}${reported}`;
  const rel = relative(root, absolute);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return undefined;
  return rel.split(sep).join('/');
}

export function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));
  return chunks;
}

export async function programAvailability(
  program: string,
  versionArgs: string[],
  pickVersion: (output: string) => string | undefined,
): Promise<ToolAvailability> {
  const path = await whichProgram(program);
  if (!path) return { installed: false, reason: `${program} is not installed on this server` };
  const result = await runProcess(path, versionArgs, { cwd: '/', timeoutMs: 30_000, maxOutputBytes: 64 * 1024 });
  const version = pickVersion(`${result.stdout}\n${result.stderr}`);
  if (result.timedOut || version === undefined) {
    return { installed: false, reason: `${program} did not report its version` };
  }
  return { installed: true, version };
}

/** Time left of the tool's budget, so batches share one timeout instead of each getting a full one. */
export function deadline(ctx: ToolContext): () => number {
  const end = Date.now() + ctx.limits.timeoutMs;
  return () => Math.max(1, end - Date.now());
}

/** Enabled checkers, or the default set when the task chose none yet. */
export function enabledKeys(ctx: ToolContext, all: Checker[]): Set<string> {
  if (ctx.checkers.length > 0) return new Set(ctx.checkers);
  return new Set(all.filter((checker) => checker.defaultEnabled).map((checker) => checker.key));
}

/** Loads once; a failed load (the program missing) is forgotten, so the next call asks again. */
export function memo<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= load().catch((error: unknown) => {
      value = undefined;
      throw error;
    });
    return value;
  };
}
