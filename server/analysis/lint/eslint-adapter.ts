import tsParser from '@typescript-eslint/parser';
import { ESLint, type Linter, type Rule } from 'eslint';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import { catalogueEntry } from '../../../contract/tools';
import { extensionOf } from '../languages';
import { readRepoFile } from '../repo-files';
import type { Checker, Finding, Severity, ToolAdapter, ToolContext, ToolResult } from '../types';
import { enabledKeys, memo } from './lint-support';

/**
 * ESLint in-process with a flat config we build from the task's checkers. `overrideConfigFile: true`
 * means no eslint.config.* of the repository is ever loaded (loading one would run its code), and
 * inline `/* eslint ... *\/` comments are ignored so a file cannot switch rules off or on. Files are
 * read by us (never through a symlink or outside the checkout) and handed over with lintText.
 * Core rules only; TypeScript files are parsed with typescript-eslint's parser.
 */

const EXTENSIONS = ['js', 'mjs', 'cjs', 'jsx', 'ts', 'mts', 'cts', 'tsx'];
const TYPESCRIPT_FILES = ['**/*.ts', '**/*.mts', '**/*.cts', '**/*.tsx'];

/** Globals of browsers and Node that no-undef should not report; ES built-ins come with ecmaVersion. */
const COMMON_GLOBALS = [
  'console', 'window', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage',
  'fetch', 'Headers', 'Request', 'Response', 'FormData', 'Blob', 'File', 'FileReader', 'URL',
  'URLSearchParams', 'TextEncoder', 'TextDecoder', 'AbortController', 'AbortSignal', 'Event',
  'EventTarget', 'CustomEvent', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval',
  'queueMicrotask', 'structuredClone', 'requestAnimationFrame', 'cancelAnimationFrame', 'alert',
  'process', 'require', 'module', 'exports', '__dirname', '__filename', 'Buffer', 'global',
  'setImmediate', 'clearImmediate',
];

function severityOf(rule: Rule.RuleModule): Severity {
  if (rule.meta?.type === 'problem') return rule.meta.docs?.recommended === true ? 1 : 2;
  return 3;
}

const listCheckers = memo(async (): Promise<Checker[]> => {
  const checkers: Checker[] = [];
  for (const [key, rule] of builtinRules) {
    if (rule.meta?.deprecated) continue;
    checkers.push({
      key,
      name: key,
      severity: severityOf(rule),
      description: rule.meta?.docs?.description,
      defaultEnabled: rule.meta?.docs?.recommended === true,
    });
  }
  return checkers.sort((a, b) => a.key.localeCompare(b.key));
});

export function buildConfig(enabled: Iterable<string>): Linter.Config[] {
  const rules: Linter.RulesRecord = {};
  for (const key of enabled) if (builtinRules.has(key)) rules[key] = 'error';
  return [
    {
      files: ['**/*.js', '**/*.mjs', '**/*.jsx'],
      languageOptions: { ecmaVersion: 'latest', sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
    },
    {
      files: ['**/*.cjs'],
      languageOptions: { ecmaVersion: 'latest', sourceType: 'commonjs' },
    },
    {
      languageOptions: {
        globals: Object.fromEntries(COMMON_GLOBALS.map((name) => [name, 'readonly' as const])),
      },
      linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'off' },
      rules,
    },
    {
      files: TYPESCRIPT_FILES,
      languageOptions: { parser: tsParser as Linter.Parser, parserOptions: { ecmaFeatures: { jsx: true } } },
      // Type names are not variables: the compiler, not no-undef, checks what TypeScript refers to.
      rules: builtinRules.has('no-undef') && rules['no-undef'] ? { 'no-undef': 'off' } : {},
    },
  ];
}

async function run(ctx: ToolContext): Promise<ToolResult> {
  const checkers = await listCheckers();
  const enabled = enabledKeys(ctx, checkers);
  const severities = new Map(checkers.map((checker) => [checker.key, checker.severity]));
  const eslint = new ESLint({
    cwd: ctx.root,
    overrideConfigFile: true,
    overrideConfig: buildConfig(enabled),
    allowInlineConfig: false,
    cache: false,
    errorOnUnmatchedPattern: false,
  });
  const findings: Finding[] = [];
  const warnings: string[] = [];
  let analysedFiles = 0;
  for (const path of ctx.files) {
    if (!EXTENSIONS.includes(extensionOf(path))) continue;
    ctx.signal.throwIfAborted();
    const text = await readRepoFile(ctx.root, path, ctx.limits.maxFileBytes).catch(() => undefined);
    if (text === undefined) continue;
    const [result] = await eslint.lintText(text, { filePath: `${ctx.root}/${path}`, warnIgnored: false });
    analysedFiles += 1;
    for (const message of result?.messages ?? []) {
      if (!message.ruleId) {
        // A parse error has no rule: worth a note in the log, not a defect.
        warnings.push(`${path}:${message.line}: ${message.message}`);
        continue;
      }
      findings.push({
        tool: 'ESLINT',
        checker: message.ruleId,
        severity: severities.get(message.ruleId) ?? 3,
        path,
        line: message.line,
        column: message.column,
        message: message.message,
      });
    }
  }
  return { findings, analysedFiles, warnings };
}

export const eslintTool: ToolAdapter = {
  ...catalogueEntry('ESLINT'),
  ingestOnly: false,
  checkers: listCheckers,
  async available() {
    return { installed: true, version: ESLint.version };
  },
  run,
};
