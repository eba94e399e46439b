import tsParser from '@typescript-eslint/parser';
import { ESLint, type Linter, type Rule } from 'eslint';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import type { JsEnvironment } from '../../../contract/codecheck-task';
import { catalogueEntry } from '../../../contract/tools';
import { extensionOf } from '../languages';
import { RepoReader } from '../repo-files';
import type { Checker, Finding, Severity, ToolAdapter, ToolContext, ToolResult } from '../types';
import { environmentGlobals } from './environment-globals';
import { environmentDetector } from './js-environments';
import { enabledKeys, memo } from './lint-support';

/**
 * ESLint in-process with a flat config we build from the task's checkers. `overrideConfigFile: true`
 * means no eslint.config.* of the repository is ever loaded (loading one would run its code), and
 * inline `/* eslint ... *\/` comments are ignored so a file cannot switch rules off or on. Files are
 * read by us (never through a symlink or outside the checkout) and handed over with lintText.
 * Core rules only; TypeScript files are parsed with typescript-eslint's parser. The globals no-undef
 * accepts are those of the file's environments: the task's choice, else detected per file.
 */

const EXTENSIONS = ['js', 'mjs', 'cjs', 'jsx', 'ts', 'mts', 'cts', 'tsx'];
const TYPESCRIPT_FILES = ['**/*.ts', '**/*.mts', '**/*.cts', '**/*.tsx'];

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

export function buildConfig(enabled: Iterable<string>, globals: Linter.Globals = {}): Linter.Config[] {
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
      languageOptions: { globals },
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
  // One linter per set of environments: files of a repository fall into a handful of such sets.
  const linters = new Map<string, Promise<ESLint>>();
  const linterFor = (environments: JsEnvironment[]) => {
    const key = [...environments].sort().join(',');
    let linter = linters.get(key);
    if (!linter) {
      linter = environmentGlobals(environments).then(
        (globals) =>
          new ESLint({
            cwd: ctx.root,
            overrideConfigFile: true,
            overrideConfig: buildConfig(enabled, globals),
            allowInlineConfig: false,
            cache: false,
            errorOnUnmatchedPattern: false,
          }),
      );
      linters.set(key, linter);
    }
    return linter;
  };
  const reader = new RepoReader(ctx.root);
  const detect = environmentDetector(reader);
  const findings: Finding[] = [];
  const warnings: string[] = [];
  let analysedFiles = 0;
  for (const path of ctx.files) {
    if (!EXTENSIONS.includes(extensionOf(path))) continue;
    ctx.signal.throwIfAborted();
    const text = await reader.read(path, ctx.limits.maxFileBytes).catch(() => undefined);
    if (text === undefined) continue;
    const eslint = await linterFor(ctx.jsEnvironments ?? (await detect(path)));
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
