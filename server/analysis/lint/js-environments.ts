import { posix } from 'node:path';
import type { JsEnvironment } from '../../../contract/codecheck-task';
import type { RepoReader } from '../repo-files';

/**
 * Which environments a JavaScript file runs in, for the globals ESLint accepts: Node or the browser
 * from the file's location and else from the package.json files above it, and for test files the
 * frameworks those packages depend on. A file nothing points either way gets both runtimes, and a test
 * file of a package naming no known framework the globals of all three: a missing name reported as
 * undefined costs more than one accepted by mistake.
 */

const TEST_FILE = /(^|\/)(__tests__|__mocks__|tests?|specs?|e2e)\/|\.(test|spec|e2e)\.[cm]?[jt]sx?$|(^|\/)(setupTests|jest\.setup|vitest\.setup|test-setup)\.[cm]?[jt]sx?$/i;
/** Build and tool configuration runs in Node wherever it lies. */
const NODE_FILE = /(^|\/)([\w.-]+\.config|\.eslintrc|gulpfile|gruntfile)\.[cm]?[jt]s$|\.cjs$/i;
const BROWSER_FOLDERS = new Set(['public', 'static', 'www', 'browser', 'client', 'frontend', 'web', 'webapp', 'assets']);
const NODE_FOLDERS = new Set(['server', 'backend', 'api', 'bin', 'scripts', 'cli']);
const BROWSER_PACKAGES = ['react', 'react-dom', 'vue', 'svelte', '@angular/core', 'preact', 'jquery', 'lit', 'solid-js'];
const NODE_PACKAGES = ['express', 'fastify', 'koa', '@nestjs/core', '@hapi/hapi', 'restify', 'commander', 'yargs'];
const TEST_FRAMEWORKS: Array<[JsEnvironment, (dependency: string) => boolean]> = [
  ['vitest', (dependency) => dependency === 'vitest'],
  ['jest', (dependency) => dependency === 'jest' || dependency === 'ts-jest' || dependency === 'babel-jest' || dependency.startsWith('@jest/')],
  ['mocha', (dependency) => dependency === 'mocha'],
];
const MANIFEST_MAX_BYTES = 1024 * 1024;

interface Manifest {
  dependencies: string[];
  browser: boolean;
  node: boolean;
}

function readManifest(text: string | undefined): Manifest | undefined {
  if (text === undefined) return undefined;
  let json: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    json = parsed as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const dependencies = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) => {
    const value = json[field];
    return typeof value === 'object' && value !== null ? Object.keys(value) : [];
  });
  return {
    dependencies,
    browser: 'browser' in json || 'browserslist' in json || dependencies.some((name) => BROWSER_PACKAGES.includes(name)),
    node: 'bin' in json || dependencies.some((name) => NODE_PACKAGES.includes(name)),
  };
}

function runtimeFromLocation(path: string): JsEnvironment[] | undefined {
  if (NODE_FILE.test(path)) return ['node'];
  const folders = posix.dirname(path).split('/').reverse();
  for (const folder of folders.map((name) => name.toLowerCase())) {
    if (BROWSER_FOLDERS.has(folder)) return ['browser'];
    if (NODE_FOLDERS.has(folder)) return ['node'];
  }
  return /\.[jt]sx$/.test(path) ? ['browser'] : undefined;
}

function runtimeFromPackages(manifests: Manifest[]): JsEnvironment[] | undefined {
  for (const manifest of manifests) {
    if (manifest.browser || manifest.node) return [...(manifest.node ? ['node' as const] : []), ...(manifest.browser ? ['browser' as const] : [])];
  }
  return undefined;
}

function testFrameworks(manifests: Manifest[]): JsEnvironment[] {
  const dependencies = manifests.flatMap((manifest) => manifest.dependencies);
  const named = TEST_FRAMEWORKS.filter(([, uses]) => dependencies.some(uses)).map(([framework]) => framework);
  return named.length > 0 ? named : TEST_FRAMEWORKS.map(([framework]) => framework);
}

/** Detects files' environments in one checkout, reading each package.json once. */
export function environmentDetector(reader: RepoReader): (path: string) => Promise<JsEnvironment[]> {
  const manifests = new Map<string, Promise<Manifest | undefined>>();
  const manifestIn = (folder: string) => {
    let manifest = manifests.get(folder);
    if (!manifest) {
      const path = folder === '.' ? 'package.json' : `${folder}/package.json`;
      manifest = reader.read(path, MANIFEST_MAX_BYTES).then(readManifest, () => undefined);
      manifests.set(folder, manifest);
    }
    return manifest;
  };
  /** The package.json files from the file's folder up to the checkout's root, nearest first. */
  const manifestsAbove = async (path: string) => {
    const found: Manifest[] = [];
    for (let folder = posix.dirname(path); ; folder = posix.dirname(folder)) {
      const manifest = await manifestIn(folder);
      if (manifest) found.push(manifest);
      if (folder === '.') return found;
    }
  };

  return async (path) => {
    const packages = await manifestsAbove(path);
    const runtime = runtimeFromLocation(path) ?? runtimeFromPackages(packages) ?? ['node', 'browser'];
    if (!TEST_FILE.test(path)) return runtime;
    // Test runners run in Node, whatever the code under test targets.
    return [...new Set<JsEnvironment>([...runtime, 'node', ...testFrameworks(packages)])];
  };
}
