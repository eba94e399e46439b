import { chmod, lstat, mkdir, readdir, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { git, GitError } from './git';
import { makeScratchDir } from './process-runner';
import { isSafeRelativePath } from './repo-files';
import { checkRepositoryUrl, type RepoUrlPolicy, type RepoUrlRefusal, RepoUrlRefused, splitUrlCredentials } from './repo-url-policy';

/**
 * Brings a task's repository into the work area and lists what may be analysed. Clones keep full
 * history (blame needs it) unless a depth is given. Hooks never run, submodules are not fetched, and
 * symbolic links are not materialised: git writes them as plain files (core.symlinks=false) which we
 * then delete, so no path of the checkout can point outside it. The pack and the tree are measured
 * before anything is written out, so a repository over the size limit is refused early.
 */

export type GitCredentials = { username?: string; password: string } | { sshPrivateKey: string };

interface CheckoutOptions {
  url: string;
  branch: string;
  /** Which repositories may be reached; checked on every clone and fetch, not only when a task is saved. */
  policy: RepoUrlPolicy;
  /** Directory the checkout lives in; created by clone, reused by later scans. */
  dest: string;
  credentials?: GitCredentials;
  /** A commit of the branch to check out instead of its tip (a pipeline scanning what it built); full or abbreviated hex. */
  commit?: string;
  depth?: number;
  timeoutMs: number;
  /** Refuse a repository whose packed history or checked-out tree is larger than this. */
  maxBytes: number;
  signal?: AbortSignal;
}

interface CheckoutResult {
  headCommit: string;
  /** Paths git tracks as symbolic links; they are removed from the work tree. */
  removedLinks: string[];
}

/**
 * Why a checkout failed. The message holds git's own words for the server log; people are told only
 * the key (see `repoFailureMessage`), since git's text tells an open port from a closed one.
 */
export type CheckoutFailure =
  | 'checkoutFailed'
  | 'checkoutTooLarge'
  | 'checkoutRefused'
  | 'checkoutBadBranch'
  | 'checkoutAuthFailed'
  | 'checkoutBranchNotFound'
  | 'checkoutCommitNotOnBranch'
  | 'checkoutNotFound';

export class CheckoutError extends Error {
  constructor(
    readonly key: CheckoutFailure,
    message: string,
    /** For a refused URL: which rule refused it, so a task's owner can be told which setting allows it. */
    readonly refusal?: RepoUrlRefusal,
  ) {
    super(message);
    this.name = 'CheckoutError';
  }
}

interface Remote {
  url: string;
  credentials?: GitCredentials;
  /** `-c` options that limit git to the checked URL's transport and, for http(s), to its checked addresses. */
  config: string[];
}

function transportOf(url: string): string {
  const scheme = /^([a-z]+):\/\//.exec(url)?.[1];
  return scheme ?? 'ssh';
}

/** The URL as the policy allows it, with credentials moved out of it (the task's own ones win). */
export async function remoteFor(url: string, policy: RepoUrlPolicy, credentials?: GitCredentials): Promise<Remote> {
  let checked;
  try {
    checked = await checkRepositoryUrl(url, policy);
  } catch (error) {
    if (error instanceof RepoUrlRefused) throw new CheckoutError(error.reason === 'unresolved' ? 'checkoutFailed' : 'checkoutRefused', error.message, error.reason);
    throw error;
  }
  const fromUrl = splitUrlCredentials(url).credentials;
  const carried = fromUrl && (fromUrl.username || fromUrl.password) ? { username: fromUrl.username, password: fromUrl.password ?? '' } : undefined;
  const config = ['-c', 'protocol.allow=never', '-c', `protocol.${transportOf(checked.url)}.allow=always`];
  if (checked.pinnedResolve) config.push('-c', `http.curloptResolve=${checked.pinnedResolve}`);
  return { url: checked.url, credentials: credentials ?? carried, config };
}

/** Sorts git's failure into what a person may be told: the rest stays in the message for the log. */
function failureOf(message: string): CheckoutFailure {
  if (/Authentication failed|could not read (Username|Password)|terminal prompts disabled|Permission denied \(publickey|returned error: 40[13]/i.test(message)) return 'checkoutAuthFailed';
  if (/Remote branch .* not found|couldn't find remote ref/i.test(message)) return 'checkoutBranchNotFound';
  if (/repository .* not found|does not appear to be a git repository|returned error: 404/i.test(message)) return 'checkoutNotFound';
  return 'checkoutFailed';
}

function assertBranchName(branch: string): void {
  if (!/^[A-Za-z0-9._/-]{1,255}$/.test(branch) || branch.startsWith('-') || branch.includes('..') || branch.endsWith('.lock') || branch.endsWith('/')) {
    throw new CheckoutError('checkoutBadBranch', 'branch name is not valid');
  }
}

const ASKPASS = `#!/bin/sh
case "$1" in
  Username*) printf '%s\\n' "$LIBRARIUM_GIT_USERNAME" ;;
  *) printf '%s\\n' "$LIBRARIUM_GIT_PASSWORD" ;;
esac
`;

/** Environment for a git call that authenticates without putting a secret on a command line or in a URL. */
async function credentialEnv(scratch: string, credentials?: GitCredentials): Promise<Record<string, string>> {
  if (!credentials) return {};
  if ('sshPrivateKey' in credentials) {
    const key = join(scratch, 'id_key');
    await writeFile(key, credentials.sshPrivateKey.endsWith('\n') ? credentials.sshPrivateKey : `${credentials.sshPrivateKey}\n`, { mode: 0o600 });
    return {
      GIT_SSH_COMMAND: `ssh -o BatchMode=yes -o StrictHostKeyChecking=accept-new -o IdentitiesOnly=yes -i ${key}`,
    };
  }
  const askpass = join(scratch, 'askpass.sh');
  await writeFile(askpass, ASKPASS);
  await chmod(askpass, 0o700);
  return {
    GIT_ASKPASS: askpass,
    LIBRARIUM_GIT_USERNAME: credentials.username ?? 'git',
    LIBRARIUM_GIT_PASSWORD: credentials.password,
  };
}

function redact(message: string, credentials?: GitCredentials): string {
  if (!credentials || 'sshPrivateKey' in credentials || credentials.password === '') return message;
  return message.split(credentials.password).join('***');
}

/** Bytes under a directory, symbolic links counted as themselves and never followed. */
async function directorySize(path: string): Promise<number> {
  let total = 0;
  const pending = [path];
  while (pending.length > 0) {
    const current = pending.pop() as string;
    const entries = await readdir(current, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) pending.push(full);
      else total += (await lstat(full).catch(() => undefined))?.size ?? 0;
    }
  }
  return total;
}

/** Aborts a running git call once the directory grows past the limit (a huge pack while cloning). */
function watchSize(path: string, maxBytes: number, controller: AbortController): () => void {
  let exceeded = false;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    directorySize(path)
      .then((size) => {
        if (size > maxBytes && !exceeded) {
          exceeded = true;
          controller.abort(new CheckoutError('checkoutTooLarge', `repository exceeds ${maxBytes} bytes`));
        }
      })
      .finally(() => {
        busy = false;
      });
  }, 500);
  return () => clearInterval(timer);
}

async function treeSize(dest: string, ref: string, options: CheckoutOptions): Promise<{ bytes: number; links: string[] }> {
  const listing = await git(['ls-tree', '-r', '-l', '-z', '--full-tree', ref], { cwd: dest, timeoutMs: options.timeoutMs, signal: options.signal });
  let bytes = 0;
  const links: string[] = [];
  for (const entry of listing.split('\0')) {
    const match = /^(\d+) (\w+) [0-9a-f]+\s+(-|\d+)\t(.*)$/s.exec(entry);
    if (!match) continue;
    const [, mode, type, size, path] = match as unknown as [string, string, string, string, string];
    if (mode === '120000') links.push(path);
    if (type === 'blob' && size !== '-') bytes += Number(size);
  }
  return { bytes, links };
}

/** Commits as a scan may name them: full or abbreviated hex, SHA-1 or SHA-256. */
export const COMMIT_PATTERN = /^[0-9a-f]{7,64}$/;

/**
 * The full name of `commit` when the fetched branch holds it (its tip or an ancestor): a scan reads what
 * the task's branch went through, never a commit of another branch or one nobody pushed.
 */
async function commitOnBranch(dest: string, commit: string, remoteRef: string, options: { timeoutMs: number; signal: AbortSignal; env: Record<string, string> }): Promise<string> {
  if (!COMMIT_PATTERN.test(commit)) throw new CheckoutError('checkoutCommitNotOnBranch', 'commit is not hexadecimal');
  // Both calls answer "no" with exit code 1; anything else (a timeout, a stop) is a failure of its own.
  const no = (error: unknown) => {
    if (error instanceof GitError && error.result?.code === 1) return null;
    throw error;
  };
  const full = await git(['rev-parse', '--verify', '--quiet', `${commit}^{commit}`], { ...options, cwd: dest }).then((out) => out.trim(), no);
  if (!full) throw new CheckoutError('checkoutCommitNotOnBranch', `commit ${commit} is not in the repository`);
  const onBranch = await git(['merge-base', '--is-ancestor', full, remoteRef], { ...options, cwd: dest }).then(() => true, no);
  if (!onBranch) throw new CheckoutError('checkoutCommitNotOnBranch', `commit ${commit} is not on the branch`);
  return full;
}

export async function cloneOrFetch(options: CheckoutOptions): Promise<CheckoutResult> {
  assertBranchName(options.branch);
  const { url, credentials, config } = await remoteFor(options.url, options.policy, options.credentials);
  const scratch = await makeScratchDir('checkout');
  const controller = new AbortController();
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const stopWatching = watchSize(join(options.dest, '.git'), options.maxBytes, controller);
  const remoteRef = `refs/remotes/origin/${options.branch}`;
  try {
    const env = { ...(await credentialEnv(scratch, credentials)), GIT_LFS_SKIP_SMUDGE: '1' };
    const common = { timeoutMs: options.timeoutMs, signal: controller.signal, env };
    const depth = options.depth ? [`--depth=${options.depth}`] : [];
    const existing = await lstat(join(options.dest, '.git')).catch(() => undefined);
    if (existing?.isDirectory()) {
      await git(['remote', 'set-url', 'origin', url], { ...common, cwd: options.dest });
      await git([...config, 'fetch', '--no-recurse-submodules', '--no-tags', '--force', ...depth, 'origin', `+refs/heads/${options.branch}:${remoteRef}`], {
        ...common,
        cwd: options.dest,
      });
    } else {
      await mkdir(dirname(options.dest), { recursive: true });
      await git(
        [...config, 'clone', '--no-checkout', '--no-recurse-submodules', '--single-branch', '--branch', options.branch, ...depth, '--', url, options.dest],
        { ...common, cwd: dirname(options.dest) },
      );
      await git(['config', 'core.symlinks', 'false'], { ...common, cwd: options.dest });
    }
    const target = options.commit ? await commitOnBranch(options.dest, options.commit, remoteRef, common) : remoteRef;
    const { bytes, links } = await treeSize(options.dest, target, options);
    if (bytes > options.maxBytes) throw new CheckoutError('checkoutTooLarge', `repository tree of ${bytes} bytes exceeds ${options.maxBytes}`);
    await git(['-c', 'core.symlinks=false', 'checkout', '--force', '--detach', target], { ...common, cwd: options.dest });
    await git(['clean', '-ffdxq'], { ...common, cwd: options.dest });
    const removedLinks: string[] = [];
    for (const link of links) {
      if (!isSafeRelativePath(link)) continue;
      await unlink(join(options.dest, link)).catch(() => undefined);
      removedLinks.push(link);
    }
    const headCommit = (await git(['rev-parse', 'HEAD'], { ...common, cwd: options.dest })).trim();
    return { headCommit, removedLinks };
  } catch (error) {
    const reason = controller.signal.reason;
    if (reason instanceof CheckoutError) throw reason;
    if (options.signal?.aborted) throw error;
    if (error instanceof CheckoutError) throw error;
    const message = redact((error as Error).message, credentials);
    throw new CheckoutError(failureOf(message), message);
  } finally {
    stopWatching();
    options.signal?.removeEventListener('abort', onAbort);
    await rm(scratch, { recursive: true, force: true });
  }
}

interface ChangedFiles {
  changed: string[];
  deleted: string[];
}

/** Files an incremental scan must look at between two commits, and files that went away. */
export async function changedFiles(root: string, fromCommit: string, toCommit: string, timeoutMs = 120_000): Promise<ChangedFiles> {
  for (const commit of [fromCommit, toCommit]) if (!/^[0-9a-f]{7,64}$/.test(commit)) throw new GitError(`bad commit ${commit}`);
  const output = await git(['diff', '--name-status', '-z', '--no-renames', fromCommit, toCommit, '--'], { cwd: root, timeoutMs });
  const parts = output.split('\0').filter((part) => part !== '');
  const result: ChangedFiles = { changed: [], deleted: [] };
  for (let index = 0; index + 1 < parts.length; index += 2) {
    const status = parts[index] as string;
    const path = parts[index + 1] as string;
    if (status.startsWith('D')) result.deleted.push(path);
    else result.changed.push(path);
  }
  return result;
}

interface ListedFiles {
  files: string[];
  skipped: Array<{ path: string; reason: 'symlink' | 'tooLarge' | 'notRegular' }>;
}

/** Regular files of the checkout (repo-relative, posix, sorted), never entering .git or following a link. */
export async function listFiles(root: string, options: { maxFileBytes: number }): Promise<ListedFiles> {
  const result: ListedFiles = { files: [], skipped: [] };
  const pending = [''];
  while (pending.length > 0) {
    const relative = pending.pop() as string;
    const entries = await readdir(join(root, relative), { withFileTypes: true });
    for (const entry of entries) {
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isSymbolicLink()) {
        result.skipped.push({ path, reason: 'symlink' });
      } else if (entry.isDirectory()) {
        if (entry.name !== '.git') pending.push(path);
      } else if (!entry.isFile()) {
        result.skipped.push({ path, reason: 'notRegular' });
      } else {
        const info = await lstat(join(root, path));
        if (info.size > options.maxFileBytes) result.skipped.push({ path, reason: 'tooLarge' });
        else result.files.push(path);
      }
    }
  }
  result.files.sort();
  return result;
}

export interface FolderNode {
  name: string;
  path: string;
  children: FolderNode[];
}

/** The checkout's folders, for choosing path filters; links and .git are left out. */
export async function folderTree(root: string, maxNodes = 20_000): Promise<FolderNode> {
  const tree: FolderNode = { name: '', path: '', children: [] };
  const pending: FolderNode[] = [tree];
  let count = 0;
  while (pending.length > 0 && count < maxNodes) {
    const node = pending.pop() as FolderNode;
    const entries = await readdir(join(root, node.path), { withFileTypes: true });
    for (const entry of entries.filter((candidate) => candidate.isDirectory() && candidate.name !== '.git')) {
      const child: FolderNode = { name: entry.name, path: node.path === '' ? entry.name : `${node.path}/${entry.name}`, children: [] };
      node.children.push(child);
      pending.push(child);
      count += 1;
    }
    node.children.sort((a, b) => a.name.localeCompare(b.name));
  }
  return tree;
}

/** Branch names of a remote repository, without cloning it. */
export async function lsRemoteBranches(url: string, policy: RepoUrlPolicy, credentials?: GitCredentials, timeoutMs = 60_000): Promise<string[]> {
  const remote = await remoteFor(url, policy, credentials);
  const scratch = await makeScratchDir('ls-remote');
  try {
    const env = await credentialEnv(scratch, remote.credentials);
    const output = await git([...remote.config, 'ls-remote', '--heads', '--', remote.url], { cwd: scratch, timeoutMs, env });
    return output
      .split('\n')
      .map((line) => /^[0-9a-f]+\trefs\/heads\/(.+)$/.exec(line)?.[1])
      .filter((name): name is string => name !== undefined)
      .sort();
  } catch (error) {
    const message = redact((error as Error).message, remote.credentials);
    throw new CheckoutError(failureOf(message), message);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
