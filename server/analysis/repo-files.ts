import { constants } from 'node:fs';
import { open, realpath } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, sep } from 'node:path';
import { decodeText, detectCharset, isAsciiCompatible } from '../../contract/text-encoding';

/**
 * Reads files of an untrusted checkout. A path from the file list or from a tool's report is only
 * opened when it stays inside the checkout after resolving every directory symlink, and the file
 * itself must not be a symlink (O_NOFOLLOW), so `link -> /etc/passwd` is never read.
 */

export class OutsideCheckoutError extends Error {
  constructor(path: string) {
    super(`path leaves the checkout: ${path}`);
    this.name = 'OutsideCheckoutError';
  }
}

const SNIFF_BYTES = 8192;

/**
 * A path inside the checkout that may be read: never absolute, never climbing out, and never into
 * `.git`, which holds the remote's address and what git keeps beside the tracked files.
 */
export function isSafeRelativePath(path: string): boolean {
  if (path === '' || isAbsolute(path) || path.includes('\0')) return false;
  return !path.split(/[\\/]/).some((segment) => segment === '..' || segment.toLowerCase() === '.git');
}

/** The absolute path of a directory of the checkout, refusing one that resolves outside it. */
export async function checkoutDirectory(root: string, path: string): Promise<string> {
  if (path === '' || path === '.') return realpath(root);
  if (!isSafeRelativePath(path)) throw new OutsideCheckoutError(path);
  const realRoot = await realpath(root);
  const real = await realpath(join(root, path));
  if (real !== realRoot && !real.startsWith(realRoot + sep)) throw new OutsideCheckoutError(path);
  return real;
}

/**
 * Reads many files of one checkout, resolving each directory's real path once. A scan makes one per
 * pass; directories do not move under a scan, since nothing else writes to its checkout meanwhile.
 */
export class RepoReader {
  private realRoot: Promise<string> | undefined;
  private readonly directories = new Map<string, Promise<string>>();

  constructor(readonly root: string) {}

  private async realDirectory(directory: string): Promise<string> {
    this.realRoot ??= realpath(this.root);
    const realRoot = await this.realRoot;
    let resolved = this.directories.get(directory);
    if (!resolved) {
      resolved = directory === '.' ? Promise.resolve(realRoot) : realpath(join(this.root, directory));
      this.directories.set(directory, resolved);
    }
    const real = await resolved;
    if (real !== realRoot && !real.startsWith(realRoot + sep)) throw new OutsideCheckoutError(directory);
    return real;
  }

  /**
   * The file's text in the encoding it is in (see text-encoding.ts), or undefined when it is not a regular
   * file, is larger than maxBytes, or looks binary. Throws OutsideCheckoutError for a path that escapes the checkout.
   */
  async read(path: string, maxBytes: number): Promise<string | undefined> {
    if (!isSafeRelativePath(path)) throw new OutsideCheckoutError(path);
    const directory = await this.realDirectory(dirname(path));
    let handle;
    try {
      handle = await open(join(directory, basename(path)), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ELOOP') return undefined;
      throw error;
    }
    try {
      const info = await handle.stat();
      if (!info.isFile() || info.size > maxBytes) return undefined;
      const buffer = Buffer.alloc(info.size);
      let read = 0;
      while (read < info.size) {
        const { bytesRead } = await handle.read(buffer, read, info.size - read, read);
        if (bytesRead === 0) break;
        read += bytesRead;
      }
      const body = buffer.subarray(0, read);
      const charset = detectCharset(body);
      // UTF-16 has zero bytes in every ASCII character; its byte order mark already said it is text.
      if (isAsciiCompatible(charset) && body.subarray(0, SNIFF_BYTES).includes(0)) return undefined;
      return decodeText(body, charset);
    } finally {
      await handle.close();
    }
  }
}

/** One file of the checkout; see RepoReader.read. */
export function readRepoFile(root: string, path: string, maxBytes: number): Promise<string | undefined> {
  return new RepoReader(root).read(path, maxBytes);
}

/** Runs fn over items with at most `limit` running at once, keeping the input order in the result. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The given 1-based lines of a file, for fingerprints and defect context; missing lines are ''. */
export function linesOf(text: string): string[] {
  return text.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
}
