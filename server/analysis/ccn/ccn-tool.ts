import { isRisky } from '../../../contract/codecheck-bands';
import { catalogueEntry } from '../../../contract/tools';
import type { ToolAdapter, ToolContext, ToolResult } from '../types';
import { analyseFiles } from './analyse';
import { CCN_LANGUAGES, loadGrammar } from './grammars';

/** The complexity tool: in-process over tree-sitter, so it is installed wherever the server runs. */
export const ccnTool: ToolAdapter = {
  ...catalogueEntry('CCN'),
  ingestOnly: false,
  async checkers() {
    return [];
  },
  async available() {
    try {
      await Promise.all(CCN_LANGUAGES.map((language) => loadGrammar(language)));
      return { installed: true, version: 'web-tree-sitter 0.25.10' };
    } catch (error) {
      return { installed: false, reason: `tree-sitter grammars failed to load: ${(error as Error).message}` };
    }
  },
  async run(ctx: ToolContext): Promise<ToolResult> {
    const run = await analyseFiles(ctx.root, ctx.files, { maxFileBytes: ctx.limits.maxFileBytes, signal: ctx.signal });
    return {
      findings: [],
      functions: run.functions,
      riskyFunctions: run.functions.filter((fn) => isRisky(fn.ccn)),
      analysedFiles: run.analysedFiles,
      warnings: run.warnings,
    };
  },
};
