import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutError, cloneOrFetch, listFiles } from '../../../server/analysis/checkout';
import { runProcess } from '../../../server/analysis/process-runner';
import { checkoutDirectory, OutsideCheckoutError, readRepoFile } from '../../../server/analysis/repo-files';
import { checkRepositoryUrl, RepoUrlRefused, splitUrlCredentials } from '../../../server/analysis/repo-url-policy';
import { FIXTURE_REPO_POLICY } from '../../fixtures/make-repo';

let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'sandbox-'));
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('process runner', () => {
  it('gives the child a scrubbed environment', async () => {
    process.env.LIBRARIUM_TEST_SECRET = 'token-value';
    const result = await runProcess('/usr/bin/env', [], { cwd: scratch, timeoutMs: 10_000, maxOutputBytes: 65_536 });
    delete process.env.LIBRARIUM_TEST_SECRET;
    const names = result.stdout.trim().split('\n').map((line) => line.slice(0, line.indexOf('='))).sort();
    expect(names).toEqual(['HOME', 'LANG', 'PATH']);
    expect(result.stdout).not.toContain('token-value');
  });

  it('kills the whole process group on timeout', async () => {
    const marker = join(scratch, 'late-marker');
    const started = Date.now();
    const result = await runProcess('/bin/sh', ['-c', `(sleep 2; touch ${marker}) & sleep 30`], {
      cwd: scratch, timeoutMs: 300, maxOutputBytes: 1024,
    });
    expect(result.timedOut).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(existsSync(marker)).toBe(false);
  });

  it('cuts output at the cap and stops the process', async () => {
    const result = await runProcess('/usr/bin/yes', [], { cwd: scratch, timeoutMs: 10_000, maxOutputBytes: 1000 });
    expect(result.truncated).toBe(true);
    expect(result.stdout.length).toBe(1000);
    expect(result.timedOut).toBe(false);
  });

  it('stops when the scan is aborted', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const result = await runProcess('/bin/sleep', ['30'], { cwd: scratch, timeoutMs: 60_000, maxOutputBytes: 1024, signal: controller.signal });
    expect(result.aborted).toBe(true);
  });
});

describe('reading checkout files', () => {
  it('refuses links, parent paths and directories that resolve outside the checkout', async () => {
    const root = join(scratch, 'read');
    await mkdir(join(root, 'src'), { recursive: true });
    await writeFile(join(root, 'src/a.js'), 'ok\n');
    await symlink('/etc/passwd', join(root, 'src/passwd.js'));
    await symlink('/etc', join(root, 'etc-link'));
    expect(await readRepoFile(root, 'src/a.js', 1024)).toBe('ok\n');
    expect(await readRepoFile(root, 'src/passwd.js', 1024)).toBeUndefined();
    await expect(readRepoFile(root, 'etc-link/passwd', 1024)).rejects.toBeInstanceOf(OutsideCheckoutError);
    await expect(readRepoFile(root, '../read/src/a.js', 1024)).rejects.toBeInstanceOf(OutsideCheckoutError);
    await expect(checkoutDirectory(root, 'etc-link')).rejects.toBeInstanceOf(OutsideCheckoutError);
    const listed = await listFiles(root, { maxFileBytes: 1024 });
    expect(listed.files).toEqual(['src/a.js']);
    expect(listed.skipped.map((entry) => [entry.path, entry.reason]).sort()).toEqual([
      ['etc-link', 'symlink'],
      ['src/passwd.js', 'symlink'],
    ]);
  });
});

describe('checkout', () => {
  function makeOrigin(name: string, files: Record<string, string>): string {
    const dir = join(scratch, name);
    execFileSync('git', ['init', '-q', '-b', 'main', dir]);
    for (const [path, text] of Object.entries(files)) {
      execFileSync('mkdir', ['-p', join(dir, path, '..')]);
      execFileSync('sh', ['-c', `cat > "$1"`, 'sh', join(dir, path)], { input: text });
    }
    const env = { ...process.env, GIT_AUTHOR_NAME: 'A', GIT_AUTHOR_EMAIL: 'a@x', GIT_COMMITTER_NAME: 'A', GIT_COMMITTER_EMAIL: 'a@x' };
    execFileSync('git', ['-C', dir, 'add', '-A'], { env });
    execFileSync('git', ['-C', dir, 'commit', '-q', '-m', 'c'], { env });
    return dir;
  }

  it('refuses a repository whose tree is larger than the limit, before writing it out', async () => {
    const origin = makeOrigin('big', { 'big.txt': 'x'.repeat(200_000) });
    const dest = join(scratch, 'big-checkout');
    const error = await cloneOrFetch({ url: `file://${origin}`, policy: FIXTURE_REPO_POLICY, branch: 'main', dest, timeoutMs: 30_000, maxBytes: 100_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckoutError);
    expect((error as CheckoutError).key).toBe('checkoutTooLarge');
    expect(existsSync(join(dest, 'big.txt'))).toBe(false);
  });

  it('refuses unknown schemes, option-like URLs and bad branch names', async () => {
    await expect(checkRepositoryUrl('ext::sh -c touch% /tmp/x', FIXTURE_REPO_POLICY)).rejects.toBeInstanceOf(RepoUrlRefused);
    await expect(checkRepositoryUrl('--upload-pack=evil', FIXTURE_REPO_POLICY)).rejects.toBeInstanceOf(RepoUrlRefused);
    const origin = makeOrigin('plain', { 'a.txt': 'a\n' });
    await expect(cloneOrFetch({ url: `file://${origin}`, policy: FIXTURE_REPO_POLICY, branch: '--orphan', dest: join(scratch, 'x'), timeoutMs: 10_000, maxBytes: 1e6 })).rejects.toMatchObject({ key: 'checkoutBadBranch' });
  });

  it('moves credentials out of the URL so they never appear in it or in errors', async () => {
    const normalised = splitUrlCredentials('https://user:s3cret@git.example.com/team/repo.git');
    expect(normalised.url).toBe('https://git.example.com/team/repo.git');
    expect(normalised.credentials).toEqual({ username: 'user', password: 's3cret' });
  });

  it('fetches into an existing checkout and discards local changes', async () => {
    const origin = makeOrigin('fetch', { 'a.txt': 'one\n' });
    const dest = join(scratch, 'fetch-checkout');
    const first = await cloneOrFetch({ url: `file://${origin}`, policy: FIXTURE_REPO_POLICY, branch: 'main', dest, timeoutMs: 30_000, maxBytes: 1e6 });
    await writeFile(join(dest, 'a.txt'), 'local edit\n');
    await writeFile(join(dest, 'stray.txt'), 'untracked\n');
    const second = await cloneOrFetch({ url: `file://${origin}`, policy: FIXTURE_REPO_POLICY, branch: 'main', dest, timeoutMs: 30_000, maxBytes: 1e6 });
    expect(second.headCommit).toBe(first.headCommit);
    expect(await readFile(join(dest, 'a.txt'), 'utf8')).toBe('one\n');
    expect(existsSync(join(dest, 'stray.txt'))).toBe(false);
  });
});
