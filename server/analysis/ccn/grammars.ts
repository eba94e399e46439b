import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Language, Parser } from 'web-tree-sitter';
import type { CcnLanguage } from '../types';

/**
 * Loads tree-sitter once per process and each grammar once, on first use. Loading a grammar compiles
 * its WebAssembly, which costs far more than parsing a file, so it must never happen per file.
 */

const GRAMMAR_FILES: Record<CcnLanguage, string> = {
  javascript: 'tree-sitter-javascript.wasm',
  typescript: 'tree-sitter-typescript.wasm',
  tsx: 'tree-sitter-tsx.wasm',
  python: 'tree-sitter-python.wasm',
  java: 'tree-sitter-java.wasm',
  go: 'tree-sitter-go.wasm',
  c: 'tree-sitter-c.wasm',
  cpp: 'tree-sitter-cpp.wasm',
  csharp: 'tree-sitter-c_sharp.wasm',
  kotlin: 'tree-sitter-kotlin.wasm',
  php: 'tree-sitter-php.wasm',
  ruby: 'tree-sitter-ruby.wasm',
};

let initialised: Promise<void> | undefined;
const languages = new Map<CcnLanguage, Promise<Language>>();
/** web-tree-sitter links grammar modules into one WebAssembly instance; two loads at once corrupt it. */
let loadQueue: Promise<unknown> = Promise.resolve();

function grammarDirectory(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('tree-sitter-wasms/package.json')), 'out');
}

function initParser(): Promise<void> {
  initialised ??= Parser.init();
  return initialised;
}

export async function loadGrammar(language: CcnLanguage): Promise<Language> {
  await initParser();
  let loading = languages.get(language);
  if (!loading) {
    const path = join(grammarDirectory(), GRAMMAR_FILES[language]);
    loading = loadQueue.then(() => Language.load(path));
    loadQueue = loading.catch(() => undefined);
    languages.set(language, loading);
    loading.catch(() => languages.delete(language));
  }
  return loading;
}

export const CCN_LANGUAGES = Object.keys(GRAMMAR_FILES) as CcnLanguage[];
