/**
 * What the built web app makes a browser download before the first screen: the entry chunk of
 * index.html and every chunk it imports statically (Vite preloads all of them), and the default
 * language's shared words, which the app awaits before it draws (src/main.tsx), measured gzip
 * compressed from the Vite manifest of dist/. Used by `npm run bench:bundle` and the size-budget test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { DEFAULT_LANGUAGE } from '../contract/constants';

/**
 * The first load may weigh this much gzip compressed. The shell's JavaScript had 183 KB: issue 11's
 * 180 KB, and 5 KB for the theme's recipes of every component the screens use (tabs, tags, tooltips,
 * progress, stats, fieldsets…), without which those drew unstyled, less the 2 KB of Chakra's unused
 * default theme that the build leaves out (vite.config.ts). The default language's words came on top,
 * uncounted: 19.6 KB while they held every feature's words, 11.7 KB since a feature's own words load
 * with its screens. Counting them, the budget is 200 KB, below the 202.6 KB the two made before.
 */
export const FIRST_LOAD_BUDGET_BYTES = 200_000;

/** The shared words of the language the app starts in. */
const BASE_WORDS = `i18n/${DEFAULT_LANGUAGE}/index.ts`;

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface BundleSizes {
  /** The entry and its static imports, and the default language's words, largest first. */
  firstLoad: ChunkSize[];
  firstLoadGzipBytes: number;
  /** Every other chunk, loaded when a screen or a piece of one asks for it; largest first. */
  lazy: ChunkSize[];
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export const DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the web app first (npm run build)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

function sizeOf(distDir: string, file: string): ChunkSize {
  const content = fs.readFileSync(path.join(distDir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
}

/** The manifest keys the entry reaches through static imports, the entry included. */
function staticClosure(manifest: Manifest, entryKey: string): Set<string> {
  const reached = new Set<string>();
  const pending = [entryKey];
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (reached.has(key)) continue;
    reached.add(key);
    pending.push(...(manifest[key]?.imports ?? []));
  }
  return reached;
}

/** The scripts dist/index.html itself names (entry and modulepreloads), as paths inside dist/. */
export function scriptsNamedByHtml(distDir: string = DIST_DIR): string[] {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g)].map((match) => match[1]!);
  return [...scripts, ...preloads];
}

const largestFirst = (a: ChunkSize, b: ChunkSize) => b.gzipBytes - a.gzipBytes;

export function measureBundle(distDir: string = DIST_DIR): BundleSizes {
  const manifest = readManifest(distDir);
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the Vite manifest, found ${entries.length}`);
  if (!manifest[BASE_WORDS]) throw new Error(`the Vite manifest has no chunk for ${BASE_WORDS}`);
  const firstLoadKeys = new Set([...staticClosure(manifest, entries[0]![0]), ...staticClosure(manifest, BASE_WORDS)]);
  const firstLoadFiles = new Set([...firstLoadKeys].map((key) => manifest[key]!.file));

  // The manifest and the page must agree, or the figure would leave out something the page loads.
  const unaccounted = scriptsNamedByHtml(distDir).filter((file) => !firstLoadFiles.has(file));
  if (unaccounted.length > 0) throw new Error(`index.html loads scripts the manifest does not reach: ${unaccounted.join(', ')}`);

  const firstLoad = [...firstLoadFiles].map((file) => sizeOf(distDir, file)).sort(largestFirst);
  const lazyFiles = new Set(
    Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js') && !firstLoadFiles.has(file)),
  );
  const lazy = [...lazyFiles].map((file) => sizeOf(distDir, file)).sort(largestFirst);
  return { firstLoad, firstLoadGzipBytes: firstLoad.reduce((sum, chunk) => sum + chunk.gzipBytes, 0), lazy };
}

/** Bytes as the KB (1000 bytes) Vite's build report uses, one decimal. */
export function kb(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}
