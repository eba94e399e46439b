import { readableForm } from '../search-index/normal-form';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const WORD_CHAR = /^[\p{L}\p{N}_]+$/u;
const HAN = /\p{Script=Han}/u;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * What to mark for a search box entry: the entry as typed (names match it anywhere), each of its
 * space-separated parts, and the words the search looked for. The segmenter cuts '数据库' into '数据' and
 * '库'; marking the part whole keeps '数据库' in one piece, and a single character of a longer entry marks
 * nothing on its own (every '库' of a page in yellow is noise). A Latin or digit word is marked only
 * whole, as the index matches it (searching 'on' marks no 'on' in 'function'); Chinese anywhere.
 */
function termPattern(keyword: string, terms: readonly string[]): RegExp | null {
  // As typed for names, which are kept as given; in the readable form for passages, which are (see snippet).
  const entries = [...new Set([keyword.trim(), readableForm(keyword.trim())])].filter(Boolean);
  const alternatives = new Map<string, string>();
  for (const entry of entries) alternatives.set(entry.toLowerCase(), escapeRegExp(entry));
  for (const term of [...entries.flatMap((entry) => entry.split(/\s+/)), ...terms]) {
    const key = term.toLowerCase();
    if (alternatives.has(key) || Array.from(term).length < 2) continue;
    const whole = WORD_CHAR.test(term) && !HAN.test(term);
    alternatives.set(key, whole ? `(?<![\\p{L}\\p{N}_])${escapeRegExp(term)}(?![\\p{L}\\p{N}_])` : escapeRegExp(term));
  }
  // Longest first, so a whole entry or part wins over the words inside it.
  const parts = [...alternatives.entries()].sort((a, b) => b[0].length - a[0].length).map(([, pattern]) => pattern);
  return parts.length ? new RegExp(parts.join('|'), 'giu') : null;
}

/**
 * Escapes `text` for HTML and wraps every match of the entry or its words in `<mark>`; touching matches
 * share one mark, so a title reads as one run of highlighted text, never as pieces.
 */
export function highlight(text: string, keyword: string, terms: readonly string[] = []): string {
  const pattern = termPattern(keyword, terms);
  if (!pattern) return escapeHtml(text);
  let out = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match[0] === '') continue;
    if (match.index === last && out.endsWith('</mark>')) {
      out = `${out.slice(0, -'</mark>'.length)}${escapeHtml(match[0])}</mark>`;
    } else {
      out += `${escapeHtml(text.slice(last, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
    }
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

/** Moves a cut off the second half of a surrogate pair so no character is split. */
function safeCut(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code >= 0xdc00 && code <= 0xdfff ? index - 1 : index;
}

/**
 * A passage of about `width` characters around the first match, whitespace collapsed, escaped and
 * highlighted. Empty when no term occurs (the document matched through a word the segmenter split differently).
 * The passage is in the readable form, like the index it was found through, so '月' typed marks the '⽉' a
 * PDF or a page was written with.
 */
export function snippet(source: string, keyword: string, terms: readonly string[], width: number): string {
  const content = readableForm(source);
  const pattern = termPattern(keyword, terms);
  if (!pattern) return '';
  const match = pattern.exec(content);
  if (!match) return '';
  const start = safeCut(content, Math.max(0, match.index - Math.floor(width / 3)));
  const end = safeCut(content, Math.min(content.length, start + width));
  const passage = content.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${highlight(passage, keyword, terms)}${end < content.length ? '…' : ''}`;
}
