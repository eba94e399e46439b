import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRepositoryUrl, isPrivateAddress, type RepoUrlPolicy, splitUrlCredentials, withoutUrlCredentials } from '../../../server/analysis/repo-url-policy';

let scratch: string;
let policy: RepoUrlPolicy;

const DNS: Record<string, string[]> = {
  'public.example': ['93.184.216.34'],
  'loopback.example': ['127.0.0.1'],
  'metadata.example': ['169.254.169.254'],
  'mixed.example': ['93.184.216.34', '10.1.2.3'],
  'v6-private.example': ['fd00::1'],
  'v6-public.example': ['2606:2800:220:1:248:1893:25c8:1946'],
  'internal-git.example': ['10.0.0.7'],
};

async function resolveHost(host: string): Promise<string[]> {
  const found = DNS[host];
  if (!found) throw new Error(`ENOTFOUND ${host}`);
  return found;
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'url-policy-'));
  await mkdir(join(scratch, 'allowed/repo/.git'), { recursive: true });
  await mkdir(join(scratch, 'allowed/data/work/task-1/.git'), { recursive: true });
  await mkdir(join(scratch, 'outside/repo/.git'), { recursive: true });
  await symlink(join(scratch, 'allowed/data/work/task-1'), join(scratch, 'allowed/link-to-data'));
  await mkdir(join(scratch, 'allowed/worktree'), { recursive: true });
  await writeFile(join(scratch, 'allowed/worktree/.git'), `gitdir: ${join(scratch, 'allowed/data/work/task-1/.git')}\n`);
  policy = { localRoots: [join(scratch, 'allowed')], allowedHosts: ['internal-git.example', '10.9.9.9'], dataDir: join(scratch, 'allowed/data'), resolveHost };
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const refusal = (url: string, given = policy) => checkRepositoryUrl(url, given).then(() => 'allowed', (error: { reason: string }) => error.reason);

describe('private addresses', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '10.1.1.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
    '::1', '::', 'fe80::1', 'fd12:3456::1', 'fc00::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '64:ff9b::a9fe:a9fe', 'ff02::1',
  ])('%s is private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    ['0.1.2.3', 'this network'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['192.0.2.1', 'documentation (TEST-NET-1)'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.254', 'benchmarking'],
    ['198.51.100.7', 'documentation (TEST-NET-2)'],
    ['203.0.113.9', 'documentation (TEST-NET-3)'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.251', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['2001:2::1', 'benchmarking'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['2002:7f00:1::1', '6to4 wrapping 127.0.0.1'],
    ['2002:a00:1::1', '6to4 wrapping 10.0.0.1'],
    ['2002:808:808::1', '6to4, whatever it wraps'],
    ['64:ff9b::10.0.0.1', 'NAT64 of a private address'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['64:ff9b:1::8.8.8.8', 'local-use NAT64'],
    ['::7f00:1', 'IPv4-compatible loopback'],
    ['::a00:1', 'IPv4-compatible private address'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['fec0::1', 'site-local'],
    ['2130706433', 'not an address in standard form'],
  ])('%s (%s) is internal', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:8.8.8.8', '64:ff9b::8.8.8.8', '64:ff9b::808:808'])('%s is public', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it('refuses documentation, benchmark and wrapped addresses as repository hosts', async () => {
    for (const url of ['http://192.0.2.1/r.git', 'https://198.18.0.1/r.git', 'http://[2002:7f00:1::1]/r.git', 'http://[64:ff9b:1::a00:1]/r.git', 'git://[2001:db8::1]/r.git']) {
      expect(await refusal(url), url).toBe('privateHost');
    }
  });
});

describe('remote repositories', () => {
  it('allows public hosts over http(s), ssh and git, pinning http to the checked addresses', async () => {
    await expect(checkRepositoryUrl('https://public.example/team/repo.git', policy)).resolves.toEqual({
      url: 'https://public.example/team/repo.git',
      pinnedResolve: 'public.example:443:93.184.216.34',
    });
    await expect(checkRepositoryUrl('http://v6-public.example:8080/r.git', policy)).resolves.toMatchObject({ pinnedResolve: 'v6-public.example:8080:[2606:2800:220:1:248:1893:25c8:1946]' });
    expect(await refusal('ssh://git@public.example/team/repo.git')).toBe('allowed');
    expect(await refusal('git://public.example/team/repo.git')).toBe('allowed');
    expect(await refusal('git@public.example:team/repo.git')).toBe('allowed');
  });

  it('refuses loopback, link-local and private addresses, written out or behind a name', async () => {
    for (const url of [
      'http://127.0.0.1:8080/repo.git',
      'http://[::1]/repo.git',
      'https://[fe80::1]/repo.git',
      'http://[::ffff:127.0.0.1]/r.git',
      'http://2130706433/r.git',
      'http://169.254.169.254/latest/meta-data',
      'https://loopback.example/r.git',
      'https://metadata.example/r.git',
      'https://mixed.example/r.git',
      'https://v6-private.example/r.git',
      'ssh://git@loopback.example/r.git',
      'git@metadata.example:team/r.git',
      'git://10.0.0.1/r.git',
    ]) {
      expect(await refusal(url), url).toBe('privateHost');
    }
  });

  it('lets REPO_ALLOWED_HOSTS through although private, by name or address', async () => {
    expect(await refusal('https://internal-git.example/team/repo.git')).toBe('allowed');
    expect(await refusal('http://10.9.9.9/team/repo.git')).toBe('allowed');
    expect(await refusal('https://internal-git.example/team/repo.git', { ...policy, allowedHosts: [] })).toBe('privateHost');
  });

  it('refuses other schemes, option-like URLs and names that do not resolve', async () => {
    expect(await refusal('ftp://public.example/r.git')).toBe('scheme');
    expect(await refusal('ext::sh -c touch% /tmp/x')).toBe('invalid');
    expect(await refusal('--upload-pack=evil')).toBe('invalid');
    expect(await refusal('https://nowhere.example/r.git')).toBe('unresolved');
  });
});

describe('local repositories', () => {
  it('allows a repository under REPO_LOCAL_ROOTS only', async () => {
    expect(await refusal(`file://${join(scratch, 'allowed/repo')}`)).toBe('allowed');
    expect(await refusal(`file://${join(scratch, 'outside/repo')}`)).toBe('localPath');
    expect(await refusal('file:///etc')).toBe('localPath');
  });

  it('refuses every local repository when no roots are configured', async () => {
    expect(await refusal(`file://${join(scratch, 'allowed/repo')}`, { ...policy, localRoots: [] })).toBe('localPath');
  });

  it('refuses DATA_DIR even inside an allowed root: directly, through a symlink, through a .git file or ..', async () => {
    expect(await refusal(`file://${join(scratch, 'allowed/data/work/task-1')}`)).toBe('localPath');
    expect(await refusal(`file://${join(scratch, 'allowed/link-to-data')}`)).toBe('localPath');
    expect(await refusal(`file://${join(scratch, 'allowed/worktree')}`)).toBe('localPath');
    expect(await refusal(`file://${join(scratch, 'allowed/repo')}/../data/work/task-1`)).toBe('localPath');
  });

  it('gives git the real path it checked', async () => {
    await expect(checkRepositoryUrl(`file://${join(scratch, 'allowed/repo')}/`, policy)).resolves.toEqual({ url: `file://${join(scratch, 'allowed/repo')}` });
  });
});

describe('credentials in URLs', () => {
  it('moves http user information and other passwords out of the URL, keeping an ssh user name', () => {
    expect(splitUrlCredentials('https://user:t0ken@host.example/r.git')).toEqual({ url: 'https://host.example/r.git', credentials: { username: 'user', password: 't0ken' } });
    expect(splitUrlCredentials('https://t0ken@host.example/r.git')).toEqual({ url: 'https://host.example/r.git', credentials: { username: 't0ken', password: undefined } });
    expect(splitUrlCredentials('ssh://git@host.example/r.git')).toEqual({ url: 'ssh://git@host.example/r.git' });
    expect(splitUrlCredentials('ssh://git:pw@host.example/r.git')).toEqual({ url: 'ssh://git@host.example/r.git', credentials: { password: 'pw' } });
  });

  it('removes credentials from URLs inside stored text', () => {
    expect(withoutUrlCredentials('task https://user:t0ken@host.example/r.git#main')).toBe('task https://host.example/r.git#main');
    expect(withoutUrlCredentials('ssh://git:pw@host.example/r.git')).toBe('ssh://git@host.example/r.git');
  });
});
