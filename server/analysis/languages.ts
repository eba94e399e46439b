import type { LanguageKey } from '../../contract/tools';
import type { CcnLanguage } from './types';

/**
 * Which language a file is, by its extension. Names follow cloc's so the code detail reads like the
 * report people know; `key` ties a language to the task's language choice and `ccn` to the grammar
 * the complexity tool parses it with.
 */

export interface CommentSyntax {
  line: string[];
  block: Array<[open: string, close: string]>;
  /** Block comments that only count when the opener starts a line (Ruby's =begin/=end). */
  lineStartBlock?: Array<[open: string, close: string]>;
  /** String delimiters, longest first, so a comment marker inside a string is not a comment. */
  strings: string[];
  /** Delimiters of strings that may span lines and take no escapes (Go's `raw`, Kotlin's """). */
  rawStrings?: string[];
}

interface LanguageInfo {
  name: string;
  key?: LanguageKey;
  ccn?: CcnLanguage;
  comments: CommentSyntax;
}

const C_STYLE: CommentSyntax = { line: ['//'], block: [['/*', '*/']], strings: ['"', "'"] };
const HASH: CommentSyntax = { line: ['#'], block: [], strings: [] };
const MARKUP: CommentSyntax = { line: [], block: [['<!--', '-->']], strings: [] };

const LANGUAGES: Record<string, LanguageInfo> = {
  javascript: { name: 'JavaScript', key: 'JAVASCRIPT', ccn: 'javascript', comments: { ...C_STYLE, rawStrings: ['`'] } },
  jsx: { name: 'JSX', key: 'JAVASCRIPT', ccn: 'javascript', comments: { ...C_STYLE, rawStrings: ['`'] } },
  typescript: { name: 'TypeScript', key: 'TYPESCRIPT', ccn: 'typescript', comments: { ...C_STYLE, rawStrings: ['`'] } },
  tsx: { name: 'TypeScript', key: 'TYPESCRIPT', ccn: 'tsx', comments: { ...C_STYLE, rawStrings: ['`'] } },
  python: {
    name: 'Python',
    key: 'PYTHON',
    ccn: 'python',
    // cloc turns every triple-quoted string into a comment, docstring or not; so do we.
    comments: { line: ['#'], block: [['"""', '"""'], ["'''", "'''"]], strings: ['"', "'"] },
  },
  java: { name: 'Java', key: 'JAVA', ccn: 'java', comments: C_STYLE },
  go: { name: 'Go', key: 'GO', ccn: 'go', comments: { ...C_STYLE, rawStrings: ['`'] } },
  c: { name: 'C', key: 'C_CPP', ccn: 'c', comments: C_STYLE },
  cpp: { name: 'C++', key: 'C_CPP', ccn: 'cpp', comments: C_STYLE },
  header: { name: 'C/C++ Header', key: 'C_CPP', ccn: 'cpp', comments: C_STYLE },
  csharp: { name: 'C#', key: 'C_SHARP', ccn: 'csharp', comments: C_STYLE },
  kotlin: { name: 'Kotlin', key: 'KOTLIN', ccn: 'kotlin', comments: { ...C_STYLE, rawStrings: ['"""'] } },
  php: { name: 'PHP', key: 'PHP', ccn: 'php', comments: { line: ['//', '#'], block: [['/*', '*/']], strings: ['"', "'"] } },
  ruby: {
    name: 'Ruby',
    key: 'RUBY',
    ccn: 'ruby',
    comments: { line: ['#'], block: [], lineStartBlock: [['=begin', '=end']], strings: ['"', "'"] },
  },
  markdown: { name: 'Markdown', comments: MARKUP },
  json: { name: 'JSON', comments: { line: [], block: [], strings: [] } },
  yaml: { name: 'YAML', comments: HASH },
  html: { name: 'HTML', comments: MARKUP },
  css: { name: 'CSS', comments: { line: [], block: [['/*', '*/']], strings: ['"', "'"] } },
  shell: { name: 'Bourne Shell', comments: HASH },
  bash: { name: 'Bourne Again Shell', comments: HASH },
};

const EXTENSIONS: Record<string, keyof typeof LANGUAGES> = {
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'jsx',
  ts: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  tsx: 'tsx',
  py: 'python',
  pyi: 'python',
  java: 'java',
  go: 'go',
  c: 'c',
  h: 'header',
  hh: 'header',
  hpp: 'header',
  hxx: 'header',
  cc: 'cpp',
  cpp: 'cpp',
  cxx: 'cpp',
  'c++': 'cpp',
  cs: 'csharp',
  kt: 'kotlin',
  kts: 'kotlin',
  php: 'php',
  rb: 'ruby',
  rake: 'ruby',
  gemspec: 'ruby',
  md: 'markdown',
  markdown: 'markdown',
  json: 'json',
  yaml: 'yaml',
  yml: 'yaml',
  html: 'html',
  htm: 'html',
  css: 'css',
  sh: 'shell',
  bash: 'bash',
};

export function extensionOf(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

export function languageOf(path: string): LanguageInfo | undefined {
  const id = EXTENSIONS[extensionOf(path)];
  return id === undefined ? undefined : LANGUAGES[id];
}

export function ccnLanguageOf(path: string): CcnLanguage | undefined {
  return languageOf(path)?.ccn;
}

