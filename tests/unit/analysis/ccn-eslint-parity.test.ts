import tsParser from '@typescript-eslint/parser';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { analyseSource } from '../../../server/analysis/ccn/analyse';
import { ccnLanguageOf } from '../../../server/analysis/languages';
import { CCN_SAMPLES } from '../../fixtures/ccn-samples';
import { COMPLEXITY_PARITY_FILES } from '../../fixtures/complexity-parity-samples';

/**
 * The complexity of a JavaScript/TypeScript function is the figure ESLint's `complexity` rule gives it
 * with its default options. Each file goes through both; ESLint reports every function at the line of
 * its head (with a maximum of 0), so the figures are compared line by line.
 */

const SOURCES: Record<string, string> = {
  ...COMPLEXITY_PARITY_FILES,
  ...Object.fromEntries(CCN_SAMPLES.filter((sample) => /\.[jt]sx?$/.test(sample.path)).map((sample) => [sample.path, sample.source])),
};

const jsx = { parserOptions: { ecmaFeatures: { jsx: true } } };
const eslint = new ESLint({
  cwd: '/',
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.js'], languageOptions: { ecmaVersion: 'latest', sourceType: 'module', ...jsx } },
    { files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tsParser, ecmaVersion: 'latest', sourceType: 'module', ...jsx } },
    { files: ['**/*.js', '**/*.ts', '**/*.tsx'], rules: { complexity: ['error', 0] } },
  ],
});

/** Class field initializers and static blocks are code paths of their own to ESLint, but not functions. */
const NOT_A_FUNCTION = /^Class (field initializer|static block) /;

type FiguresByLine = Record<number, number[]>;

function byLine(entries: Array<{ line: number; ccn: number }>): FiguresByLine {
  const figures: FiguresByLine = {};
  for (const { line, ccn } of entries) (figures[line] ??= []).push(ccn);
  for (const list of Object.values(figures)) list.sort((a, b) => a - b);
  return figures;
}

async function eslintFigures(path: string, source: string): Promise<FiguresByLine> {
  const [result] = await eslint.lintText(source, { filePath: `/parity/${path}` });
  const messages = result?.messages ?? [];
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${path}: ${fatal.message}`);
  return byLine(
    messages
      .filter((message) => message.ruleId === 'complexity' && !NOT_A_FUNCTION.test(message.message))
      .map((message) => ({ line: message.line, ccn: Number(/complexity of (\d+)/.exec(message.message)?.[1]) })),
  );
}

async function productFigures(path: string, source: string): Promise<FiguresByLine> {
  const functions = await analyseSource(source, ccnLanguageOf(path)!, path);
  return byLine(functions.map((fn) => ({ line: fn.beginLine, ccn: fn.ccn })));
}

describe('complexity equals ESLint complexity rule', () => {
  for (const [path, source] of Object.entries(SOURCES)) {
    it(`gives every function of ${path} ESLint's figure`, async () => {
      const expected = await eslintFigures(path, source);
      expect(Object.keys(expected).length).toBeGreaterThan(0);
      expect(await productFigures(path, source)).toEqual(expected);
    });
  }
});
