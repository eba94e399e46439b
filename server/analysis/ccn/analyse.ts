import { Parser, Query, type Language, type Node } from 'web-tree-sitter';
import { ccnLanguageOf } from '../languages';
import { RepoReader } from '../repo-files';
import type { CcnLanguage, FunctionComplexity } from '../types';
import { functionName, hasBody } from './function-names';
import { loadGrammar } from './grammars';
import { RULES } from './rules';

/**
 * Measures every function of a file in one parse and one query run: the query yields function nodes
 * and decision tokens in document order, and a stack of open functions hands each token to the
 * innermost function around it.
 */

interface CompiledLanguage {
  parser: Parser;
  query: Query;
}

const compiled = new Map<CcnLanguage, Promise<CompiledLanguage>>();

/** A pattern capturing any of the node types the grammar has, or nothing when it has none. */
function nodeTypePattern(language: Language, types: string[], capture: string): string {
  const present = types.filter((type) => language.idForNodeType(type, true) !== null);
  return present.length === 0 ? '' : `[${present.map((type) => `(${type})`).join(' ')}] @${capture}`;
}

async function compile(languageId: CcnLanguage): Promise<CompiledLanguage> {
  const language = await loadGrammar(languageId);
  const rules = RULES[languageId];
  const parser = new Parser();
  parser.setLanguage(language);
  const patterns = [rules.decisions, nodeTypePattern(language, rules.functions, 'f'), nodeTypePattern(language, rules.ownScopes ?? [], 'scope')];
  const query = new Query(language, patterns.join('\n'));
  return { parser, query };
}

function compiledFor(language: CcnLanguage): Promise<CompiledLanguage> {
  let entry = compiled.get(language);
  if (!entry) {
    entry = compile(language);
    compiled.set(language, entry);
  }
  return entry;
}

interface OpenFunction {
  node: Node;
  end: number;
  ccn: number;
  measured: boolean;
}

/** Kotlin's `when` adds one per branch but one, as lizard counts it. */
function whenBranches(node: Node): number {
  let entries = 0;
  for (const child of node.namedChildren) if (child?.type === 'when_entry') entries += 1;
  return Math.max(0, entries - 1);
}

export async function analyseSource(source: string, language: CcnLanguage, path: string): Promise<FunctionComplexity[]> {
  const { parser, query } = await compiledFor(language);
  const tree = parser.parse(source);
  if (!tree) return [];
  try {
    const rules = RULES[language];
    const results: FunctionComplexity[] = [];
    const stack: OpenFunction[] = [];
    const close = (until: number): void => {
      while (stack.length > 0 && (stack[stack.length - 1] as OpenFunction).end <= until) {
        const done = stack.pop() as OpenFunction;
        if (!done.measured) continue;
        const beginLine = done.node.startPosition.row + 1;
        const endLine = done.node.endPosition.row + 1;
        results.push({
          path,
          name: functionName(done.node, language, rules),
          ccn: done.ccn,
          beginLine,
          endLine,
          totalLines: endLine - beginLine + 1,
          language,
        });
      }
    };
    for (const capture of query.captures(tree.rootNode)) {
      const node = capture.node;
      close(node.startIndex);
      if (capture.name === 'f' || capture.name === 'scope') {
        const measured = capture.name === 'f' && hasBody(node, language);
        stack.push({ node, end: node.endIndex, ccn: 1, measured });
        continue;
      }
      const owner = stack[stack.length - 1];
      if (!owner) continue;
      owner.ccn += capture.name === 'when' ? whenBranches(node) : 1;
    }
    close(Number.POSITIVE_INFINITY);
    return results.sort((a, b) => a.beginLine - b.beginLine || a.endLine - b.endLine);
  } finally {
    tree.delete();
  }
}

interface CcnRun {
  functions: FunctionComplexity[];
  analysedFiles: number;
  analysedLines: number;
  warnings: string[];
}

export async function analyseFiles(
  root: string,
  files: string[],
  options: { maxFileBytes: number; signal?: AbortSignal },
): Promise<CcnRun> {
  const run: CcnRun = { functions: [], analysedFiles: 0, analysedLines: 0, warnings: [] };
  const reader = new RepoReader(root);
  for (const path of files) {
    options.signal?.throwIfAborted();
    const language = ccnLanguageOf(path);
    if (!language) continue;
    const source = await reader.read(path, options.maxFileBytes).catch(() => undefined);
    if (source === undefined) {
      run.warnings.push(`${path}: skipped (binary, a link, outside the checkout or larger than ${options.maxFileBytes} bytes)`);
      continue;
    }
    run.functions.push(...(await analyseSource(source, language, path)));
    run.analysedFiles += 1;
    run.analysedLines += countNewlines(source);
  }
  return run;
}

function countNewlines(text: string): number {
  let lines = text.length > 0 && !text.endsWith('\n') ? 1 : 0;
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) lines += 1;
  return lines;
}
