// First step of `npm test`: the Debian programs the tests drive (Chromium for Playwright, the linters
// the code check runs, cloc the code counts are checked against) and the services they talk to must be
// here, or the run would fail tests one by one minutes later. As root with apt-get it installs what is
// missing (as .ci/run does); otherwise it stops at once with one line saying what to install.
// `--check-only` never installs. No dependencies: it runs before `npm ci` too.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LIST = fileURLToPath(new URL('../.ci/apt-packages.txt', import.meta.url));
const SERVICES = [
  { name: 'PostgreSQL', host: '127.0.0.1', port: 5432 },
  { name: 'Redis', host: '127.0.0.1', port: 6379 },
];

/** `{ pkg, program }` per line of the list; `#` starts a comment. */
export function readPackageList(text) {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const [pkg, program = pkg] = line.split(/\s+/);
      return { pkg, program };
    });
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether the program is installed: an absolute path as given, a bare name somewhere on PATH. */
export function programInstalled(program, searchPath = process.env.PATH ?? '') {
  if (path.isAbsolute(program)) return isExecutable(program);
  return searchPath.split(path.delimiter).some((dir) => dir !== '' && isExecutable(path.join(dir, program)));
}

export function missingPackages(entries, searchPath) {
  return entries.filter((entry) => !programInstalled(entry.program, searchPath)).map((entry) => entry.pkg);
}

function answers({ host, port }) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

function install(pkgs) {
  console.log(`preflight: installing Debian packages: ${pkgs.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  const run = spawnSync('apt-get', ['install', '-y', '-qq', '-o', 'DPkg::Lock::Timeout=600', ...pkgs], { stdio: ['ignore', 'ignore', 'inherit'], env });
  return run.status === 0;
}

/** The major version `.node-version` pins: the suite runs on that runtime only. */
function wantedNodeMajor() {
  return Number(readFileSync(fileURLToPath(new URL('../.node-version', import.meta.url)), 'utf8').trim().replace(/^v/, '').split('.')[0]);
}

async function main() {
  const wanted = wantedNodeMajor();
  if (Number(process.versions.node.split('.')[0]) !== wanted) {
    console.error(`preflight: Node.js ${wanted} needed, this is ${process.version}; run \`. scripts/use-node.sh\` in this shell first`);
    process.exit(1);
  }
  const checkOnly = process.argv.includes('--check-only');
  const entries = readPackageList(readFileSync(LIST, 'utf8'));
  let missing = missingPackages(entries);
  const canInstall = !checkOnly && process.getuid?.() === 0 && programInstalled('apt-get');
  if (missing.length > 0 && canInstall && install(missing)) missing = missingPackages(entries);
  if (missing.length > 0) {
    console.error(`preflight: missing Debian packages ${missing.join(', ')}; install them with: sudo apt-get install ${missing.join(' ')}`);
    process.exit(1);
  }
  const silent = [];
  for (const service of SERVICES) if (!(await answers(service))) silent.push(`${service.name} at ${service.host}:${service.port}`);
  if (silent.length > 0) {
    console.error(`preflight: ${silent.join(' and ')} not answering; start ${silent.length > 1 ? 'them' : 'it'} (.ci/run shows how)`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
