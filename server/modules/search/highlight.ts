const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function termPattern(terms: string[]): RegExp | null {
  const parts = terms.filter(Boolean).sort((a, b) => b.length - a.length).map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return parts.length ? new RegExp(parts.join('|'), 'giu') : null;
}

/** Escapes `text` for HTML and wraps every occurrence of a term in `<mark>`. */
export function highlight(text: string, terms: string[]): string {
  const pattern = termPattern(terms);
  if (!pattern) return escapeHtml(text);
  let out = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    out += `${escapeHtml(text.slice(last, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
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
 */
export function snippet(content: string, terms: string[], width: number): string {
  const pattern = termPattern(terms);
  if (!pattern) return '';
  const match = pattern.exec(content);
  if (!match) return '';
  const start = safeCut(content, Math.max(0, match.index - Math.floor(width / 3)));
  const end = safeCut(content, Math.min(content.length, start + width));
  const passage = content.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${highlight(passage, terms)}${end < content.length ? '…' : ''}`;
}
