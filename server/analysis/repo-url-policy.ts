import { lookup } from 'node:dns/promises';
import { realpath, readFile, stat } from 'node:fs/promises';
import { isIP } from 'node:net';
import { dirname, isAbsolute, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ipaddr from 'ipaddr.js';

/**
 * Which repositories the server's git may talk to. A task reads code on behalf of its creator, so it
 * must never reach what only the server can reach: the server's own disk (above all DATA_DIR, where
 * other teams' checkouts live) and the internal network. Every git call that names a remote goes
 * through `checkRepositoryUrl` first.
 */

export interface RepoUrlPolicy {
  /** Absolute directories a file:// repository may lie under; none unless the administrator lists some. */
  localRoots: readonly string[];
  /** Host names or addresses allowed although they are (or resolve to) private addresses. */
  allowedHosts: readonly string[];
  /** The server's own data: never a repository, whatever the local roots say. */
  dataDir: string;
  /** DNS resolution; the system resolver unless a test brings its own. */
  resolveHost?: (host: string) => Promise<string[]>;
}

export type RepoUrlRefusal = 'invalid' | 'scheme' | 'localPath' | 'privateHost' | 'unresolved';

export class RepoUrlRefused extends Error {
  constructor(
    readonly reason: RepoUrlRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'RepoUrlRefused';
  }
}

interface CheckedRepoUrl {
  /** The URL git is given: no user information; a file:// URL names the real path that was checked. */
  url: string;
  /** For http(s): `host:port:address,...` so git connects to the addresses that were checked, not to a later DNS answer. */
  pinnedResolve?: string;
}

interface UrlCredentials {
  username?: string;
  password?: string;
}

const REMOTE_SCHEMES = ['http:', 'https:', 'ssh:', 'git:'];
const SCP_LIKE = /^(?:([A-Za-z0-9._-]+)@)?(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):([^\s]+)$/;

/** The host a repository address names, scp-like ones (git@host:path) included; empty for a local path. */
export function repoHost(raw: string): string {
  const scp = SCP_LIKE.exec(raw);
  if (scp && !/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(raw)) return scp[2] as string;
  try {
    return new URL(raw).hostname;
  } catch {
    return '';
  }
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443', 'ssh:': '22', 'git:': '9418' };

// An IPv6 address that carries an IPv4 one and is reached through it: IPv4-mapped, the deprecated
// IPv4-compatible form (ipaddr.js reads `::a.b.c.d` as mapped but `::7f00:1` as unicast), and the NAT64
// well-known prefix, under which DNS64 hands out every IPv4-only public host (github.com among them).
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

function carriedV4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  if (address.match(IPV4_COMPATIBLE) || address.match(NAT64_WELL_KNOWN)) return new ipaddr.IPv4(address.toByteArray().slice(12));
  return undefined;
}

/**
 * Everything but plain unicast: loopback, private, shared, link-local, multicast, broadcast, the
 * documentation and benchmark ranges, and the transition prefixes (6to4, Teredo, local NAT64) whose
 * real destination is an address of someone's choosing behind a relay. None is a public git server,
 * and a list of the bad ranges always misses one, so the good one is named instead.
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIP(bare) === 0) return true;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv4') return parsed.range() !== 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  const v4 = carriedV4(v6);
  return (v4 ?? v6).range() !== 'unicast';
}

async function systemResolve(host: string): Promise<string[]> {
  return (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
}

function isInside(path: string, root: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);
}

/** A repository path's real location and, when `.git` is a file pointing elsewhere, that git directory too. */
async function realRepositoryPaths(path: string): Promise<string[]> {
  const real = await realpath(path);
  const gitFile = `${real}${sep}.git`;
  const info = await stat(gitFile).catch(() => undefined);
  if (!info?.isFile()) return [real];
  const pointer = /^gitdir:\s*(.+?)\s*$/m.exec(await readFile(gitFile, 'utf8'))?.[1];
  if (!pointer) return [real];
  return [real, await realpath(resolve(dirname(gitFile), pointer))];
}

async function checkLocalPath(url: URL, policy: RepoUrlPolicy): Promise<CheckedRepoUrl> {
  if (url.host !== '' && url.host !== 'localhost') throw new RepoUrlRefused('localPath', `file URL names a host: ${url.host}`);
  const path = fileURLToPath(url);
  if (!isAbsolute(path)) throw new RepoUrlRefused('localPath', `not an absolute path: ${path}`);
  const roots = (await Promise.all(policy.localRoots.map((root) => realpath(root).catch(() => undefined)))).filter((root): root is string => root !== undefined);
  if (roots.length === 0) throw new RepoUrlRefused('localPath', 'local repositories are not allowed (REPO_LOCAL_ROOTS is empty)');
  const dataDir = await realpath(policy.dataDir).catch(() => resolve(policy.dataDir));
  let paths: string[];
  try {
    paths = await realRepositoryPaths(path);
  } catch {
    throw new RepoUrlRefused('localPath', `no such repository: ${path}`);
  }
  for (const real of paths) {
    if (isInside(real, dataDir)) throw new RepoUrlRefused('localPath', `${real} is inside DATA_DIR`);
    if (!roots.some((root) => isInside(real, root))) throw new RepoUrlRefused('localPath', `${real} is outside REPO_LOCAL_ROOTS`);
  }
  return { url: pathToFileURL(paths[0] as string).href };
}

function isAllowedHost(host: string, policy: RepoUrlPolicy): boolean {
  const wanted = host.toLowerCase();
  return policy.allowedHosts.some((allowed) => allowed.trim().toLowerCase().replace(/^\[|\]$/g, '') === wanted);
}

async function checkHost(host: string, policy: RepoUrlPolicy): Promise<string[] | undefined> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare === '') throw new RepoUrlRefused('invalid', 'repository URL has no host');
  if (isAllowedHost(bare, policy)) return undefined;
  let addresses: string[];
  try {
    addresses = isIP(bare) ? [bare] : await (policy.resolveHost ?? systemResolve)(bare);
  } catch (error) {
    throw new RepoUrlRefused('unresolved', `cannot resolve ${bare}: ${(error as Error).message}`);
  }
  if (addresses.length === 0) throw new RepoUrlRefused('unresolved', `${bare} has no address`);
  const blocked = addresses.find(isPrivateAddress);
  if (blocked) throw new RepoUrlRefused('privateHost', `${bare} resolves to the private address ${blocked}`);
  return addresses;
}

/**
 * Checks a repository URL against the policy and returns what git may be given. Refuses other
 * schemes, file:// outside the configured roots or inside DATA_DIR (after resolving links), and
 * hosts that are or resolve to non-public addresses unless listed as allowed.
 */
export async function checkRepositoryUrl(raw: string, policy: RepoUrlPolicy): Promise<CheckedRepoUrl> {
  if (raw.startsWith('-') || /[\s\0]/.test(raw)) throw new RepoUrlRefused('invalid', 'repository URL is not valid');
  const scp = SCP_LIKE.exec(raw);
  if (scp && !/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(raw)) {
    await checkHost(scp[2] as string, policy);
    return { url: raw };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RepoUrlRefused('invalid', 'repository URL is not valid');
  }
  if (url.protocol === 'file:') return checkLocalPath(url, policy);
  if (!REMOTE_SCHEMES.includes(url.protocol)) throw new RepoUrlRefused('scheme', `scheme ${url.protocol} is not allowed`);
  const stripped = splitUrlCredentials(raw).url;
  const addresses = await checkHost(url.hostname, policy);
  if (!addresses || (url.protocol !== 'http:' && url.protocol !== 'https:')) return { url: stripped };
  const port = url.port || DEFAULT_PORTS[url.protocol];
  const pinned = addresses.map((address) => (isIP(address) === 6 ? `[${address}]` : address)).join(',');
  return { url: stripped, pinnedResolve: `${url.hostname.replace(/^\[|\]$/g, '')}:${port}:${pinned}` };
}

/**
 * Takes secrets out of a repository URL: all user information of an http(s) URL (a token often
 * stands in the user name) and the password of any other. An ssh user name stays: it is an address.
 */
export function splitUrlCredentials(raw: string): { url: string; credentials?: UrlCredentials } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { url: raw };
  }
  if (!url.username && !url.password) return { url: raw };
  const username = decodeURIComponent(url.username) || undefined;
  const password = decodeURIComponent(url.password) || undefined;
  if (url.protocol === 'http:' || url.protocol === 'https:') {
    url.username = '';
    url.password = '';
    return { url: url.href, credentials: { username, password } };
  }
  if (!password) return { url: raw };
  url.password = '';
  return { url: url.href, credentials: { password } };
}

/** Any URL inside a text with its user information removed, for showing stored text that may predate the split. */
export function withoutUrlCredentials(text: string): string {
  return text.replace(/\b([A-Za-z][A-Za-z0-9+.-]*:\/\/)[^\s/@]*@/g, (match, scheme: string) => {
    const lower = scheme.toLowerCase();
    if (lower.startsWith('http')) return scheme;
    const user = match.slice(scheme.length, -1).split(':')[0];
    return `${scheme}${user ? `${user}@` : ''}`;
  });
}
