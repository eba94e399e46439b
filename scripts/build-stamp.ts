import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Everything the web build reads from the project, relative to its root: the app's sources, the texts the
 * i18n step generates from, the static files, the build's configuration, and the lock that fixes every
 * library's version. Vite also reads `.env` files and VITE_ variables (see `buildInputsHash`).
 */
export const BUILD_INPUTS = [
  'src',
  'sw',
  'contract',
  'i18n',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/precompress.ts',
  '.typesafe-i18n.json',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  '.node-version',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

/** Kept inside the build's output folder, so emptying the folder for a new build also removes it. */
const STAMP_FILE = '.build-inputs';

function filesUnder(root: string, input: string): string[] {
  const full = path.join(root, input);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return [];
  if (stat.isFile()) return [input];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/**
 * One hash of the build's inputs: every file's path and content (contents, not modification times, so a
 * checkout or copy that changes nothing does not rebuild), and the environment variables Vite reads.
 */
export function buildInputsHash(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  const files = BUILD_INPUTS.flatMap((input) => filesUnder(root, input)).sort();
  for (const file of files) {
    const content = fs.readFileSync(path.join(root, file));
    hash.update(`${file.split(path.sep).join('/')}\0${content.length}\0`);
    hash.update(content);
  }
  const viteEnv = Object.keys(env)
    .filter((name) => name.startsWith('VITE_') || name === 'NODE_ENV')
    .sort();
  for (const name of viteEnv) hash.update(`env\0${name}=${env[name]}\0`);
  return hash.digest('hex');
}

function stampPath(outDir: string) {
  return path.join(outDir, STAMP_FILE);
}

/** True when `outDir` holds a complete build made from inputs with this hash. */
export function isBuildCurrent(outDir: string, inputsHash: string): boolean {
  if (!fs.existsSync(path.join(outDir, 'index.html'))) return false;
  try {
    return fs.readFileSync(stampPath(outDir), 'utf8').trim() === inputsHash;
  } catch {
    return false;
  }
}

/** Called before a build starts: a build stopped half-way must never pass for a finished one. */
export function clearStamp(outDir: string) {
  fs.rmSync(stampPath(outDir), { force: true });
}

/** Called once a build has finished; written under another name and renamed so it is never half there. */
export function writeStamp(outDir: string, inputsHash: string) {
  const target = stampPath(outDir);
  fs.writeFileSync(`${target}.tmp`, `${inputsHash}\n`);
  fs.renameSync(`${target}.tmp`, target);
}
