import { createHash } from 'node:crypto';
import { languageOf, type CommentSyntax } from './languages';
import { mapLimit, RepoReader } from './repo-files';
import type { CodeDetail } from './types';

/**
 * Counts blank, comment and code lines per language the way cloc does: a line holding any code is
 * code even with a trailing comment, a whitespace-only line is blank even inside a block comment, and
 * comment markers inside strings are not comments.
 */

interface LineCounts {
  blank: number;
  comment: number;
  code: number;
}

type State =
  | { kind: 'code' }
  | { kind: 'block'; close: string; lineStart: boolean }
  | { kind: 'string'; close: string; raw: boolean };

function startsAt(line: string, index: number, token: string): boolean {
  return line.startsWith(token, index);
}

export function countLines(text: string, syntax: CommentSyntax): LineCounts {
  const counts: LineCounts = { blank: 0, comment: 0, code: 0 };
  if (text.length === 0) return counts;
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  let state: State = { kind: 'code' };
  for (const [index, rawLine] of lines.entries()) {
    const line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine;
    if (line.trim() === '') {
      counts.blank += 1;
      continue;
    }
    // cloc counts a script's #! line as code even where # starts a comment.
    if (index === 0 && line.startsWith('#!')) {
      counts.code += 1;
      continue;
    }
    const scanned = scanLine(line, state, syntax);
    state = scanned.state;
    if (scanned.code) counts.code += 1;
    else counts.comment += 1;
  }
  return counts;
}

function scanLine(line: string, initial: State, syntax: CommentSyntax): { code: boolean; state: State } {
  let state = initial;
  let code = false;
  let i = 0;
  if (state.kind === 'code' && syntax.lineStartBlock) {
    for (const [open, close] of syntax.lineStartBlock) {
      if (startsAt(line, 0, open)) return { code: false, state: { kind: 'block', close, lineStart: true } };
    }
  }
  while (i < line.length) {
    if (state.kind === 'block') {
      if (state.lineStart) {
        // =end closes only at the start of a line, and the rest of that line is comment too.
        if (startsAt(line, 0, state.close)) state = { kind: 'code' };
        return { code, state };
      }
      const end = line.indexOf(state.close, i);
      if (end < 0) return { code, state };
      i = end + state.close.length;
      state = { kind: 'code' };
      continue;
    }
    if (state.kind === 'string') {
      code = true;
      const ch = line[i];
      if (!state.raw && ch === '\\') {
        i += 2;
        continue;
      }
      if (startsAt(line, i, state.close)) {
        i += state.close.length;
        state = { kind: 'code' };
        continue;
      }
      i += 1;
      continue;
    }
    const ch = line[i] as string;
    if (ch === ' ' || ch === '\t' || ch === '\f' || ch === '\v') {
      i += 1;
      continue;
    }
    if (syntax.line.some((marker) => startsAt(line, i, marker))) return { code, state };
    const block = syntax.block.find(([open]) => startsAt(line, i, open));
    if (block) {
      state = { kind: 'block', close: block[1], lineStart: false };
      i += block[0].length;
      continue;
    }
    const raw = syntax.rawStrings?.find((delimiter) => startsAt(line, i, delimiter));
    if (raw) {
      code = true;
      state = { kind: 'string', close: raw, raw: true };
      i += raw.length;
      continue;
    }
    const quote = syntax.strings.find((delimiter) => startsAt(line, i, delimiter));
    if (quote) {
      code = true;
      state = { kind: 'string', close: quote, raw: false };
      i += quote.length;
      continue;
    }
    code = true;
    i += 1;
  }
  // An ordinary quoted string does not run past the end of its line; only raw strings do.
  if (state.kind === 'string' && !state.raw) state = { kind: 'code' };
  return { code, state };
}

/** Per-language counts; like cloc, a file with the same content as one already counted is skipped. */
export async function codeDetail(root: string, files: string[], maxFileBytes: number): Promise<CodeDetail[]> {
  const reader = new RepoReader(root);
  const measured = await mapLimit(files, 16, async (path) => {
    const language = languageOf(path);
    if (!language) return undefined;
    const text = await reader.read(path, maxFileBytes).catch(() => undefined);
    if (text === undefined) return undefined;
    return { language, digest: createHash('md5').update(text).digest('hex'), counts: countLines(text, language.comments) };
  });
  const byLanguage = new Map<string, CodeDetail>();
  const seen = new Set<string>();
  for (const entry of measured) {
    if (!entry || seen.has(entry.digest)) continue;
    seen.add(entry.digest);
    const { language, counts } = entry;
    const detail = byLanguage.get(language.name) ?? { language: language.name, files: 0, blank: 0, comment: 0, code: 0, total: 0 };
    detail.files += 1;
    detail.blank += counts.blank;
    detail.comment += counts.comment;
    detail.code += counts.code;
    detail.total += counts.blank + counts.comment + counts.code;
    byLanguage.set(language.name, detail);
  }
  return [...byLanguage.values()].sort((a, b) => b.code - a.code || a.language.localeCompare(b.language));
}

/** Comment rate and code rate of spec §3, as percentages of all the language's lines. */
export function commentRate(detail: CodeDetail): number {
  return percentage(detail.comment, detail.total);
}

export function codeRate(detail: CodeDetail): number {
  return percentage(detail.code, detail.total);
}

/** Two decimals, rounded from the ratio in one step so no intermediate product shifts a half. */
function percentage(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 10000) / 100;
}
