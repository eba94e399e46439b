import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURE_WORDS, type WordedFeature } from '../../../src/lib/feature-words';

/**
 * A feature's own words (lib/feature-words.ts) load with the chunks that show them. These tests read the
 * imports of src/ as the bundler splits it: the app's first chunk is what src/main.tsx imports, and
 * each `import('…')` starts another chunk. A chunk that reads a feature's words must load them where it
 * is imported (`withWords([feature], () => import('…'))`), unless it is imported from inside that
 * feature, whose own entry loaded them already; the first chunk reads none.
 */

const SRC = path.resolve(__dirname, '../../../src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The source file an import names; undefined for one outside src/ (the contract, the dictionaries) or not code. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((candidate) => text.has(candidate));
}

const files = sourceFiles(SRC);
const text = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));

const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'(\.[^']+)'/gm;
const DYNAMIC_IMPORT = /import\('(\.[^']+)'\)/g;
const WORDED_IMPORT = /withWords\(\[([^\]]*)\],\s*\(\)\s*=>\s*(?:loadChunk\(\(\)\s*=>\s*)?import\('(\.[^']+)'\)/g;

const staticImports = new Map(
  files.map((file) => [file, [...text.get(file)!.matchAll(STATIC_IMPORT)].map((match) => resolveImport(file, match[1]!)).filter((target) => target !== undefined)]),
);

function closure(start: string): Set<string> {
  const seen = new Set<string>();
  const todo = [start];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...(staticImports.get(file) ?? []));
  }
  return seen;
}

const featureOfNamespace = new Map<string, WordedFeature>(
  Object.entries(FEATURE_WORDS).flatMap(([feature, namespaces]) => namespaces.map((namespace) => [namespace, feature as WordedFeature] as const)),
);

/** The features whose own words the files read, each with a file that reads them. */
function wordsRead(chunk: Iterable<string>): Map<WordedFeature, string> {
  const read = new Map<WordedFeature, string>();
  for (const file of chunk) {
    for (const match of text.get(file)!.matchAll(/\bLL\.([A-Za-z0-9_]+)/g)) {
      const feature = featureOfNamespace.get(match[1]!);
      if (feature && !read.has(feature)) read.set(feature, path.relative(SRC, file));
    }
  }
  return read;
}

function featureOf(file: string): string | undefined {
  const parts = path.relative(SRC, file).split(path.sep);
  return parts[0] === 'features' ? parts[1] : undefined;
}

describe("a feature's words", () => {
  it('are not read by the first chunk, which loads none', () => {
    const first = closure(path.join(SRC, 'main.tsx'));
    // The shell, the router and the route table are in it: the imports were read.
    expect(first).toContain(path.join(SRC, 'routes/route-tree.ts'));
    expect(Object.fromEntries(wordsRead(first))).toEqual({});
  });

  it('load where a chunk that reads them is imported', () => {
    const missing: string[] = [];
    for (const file of files) {
      const source = text.get(file)!;
      const declared = new Map<string, string[]>();
      for (const match of source.matchAll(WORDED_IMPORT)) declared.set(match[2]!, [...match[1]!.matchAll(/'([^']+)'/g)].map((name) => name[1]!));
      for (const match of source.matchAll(DYNAMIC_IMPORT)) {
        const target = resolveImport(file, match[1]!);
        if (!target) continue;
        for (const [feature, reader] of wordsRead(closure(target))) {
          if (feature === featureOf(file) || declared.get(match[1]!)?.includes(feature)) continue;
          missing.push(`${path.relative(SRC, file)}: import('${match[1]}') reads ${feature}'s words (${reader})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('are named for one feature each, in its own namespace', () => {
    const namespaces = Object.values(FEATURE_WORDS).flat();
    expect(new Set(namespaces).size).toBe(namespaces.length);
    for (const namespace of namespaces) expect(existsSync(path.resolve(__dirname, `../../../i18n/zh-CN/${namespace}/index.ts`)), namespace).toBe(true);
  });
});
