/** A piece of a highlighted text: `mark` pieces are the matched words. */
interface HighlightPart {
  text: string;
  mark: boolean;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Undoes the server's HTML escaping: the text is shown as text, so no entity may remain. */
export function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED[body.toLowerCase()] ?? entity;
  });
}

/**
 * Splits the server's highlighted snippet (escaped HTML with matches in `<mark>`) into plain pieces,
 * so the page renders text nodes and never parses the snippet as HTML. Any other tag stays literal text.
 * Touching pieces of one kind become one piece: two marks side by side read as one highlighted run.
 */
export function highlightParts(html: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  const add = (text: string, mark: boolean) => {
    if (!text) return;
    const previous = parts.at(-1);
    if (previous && previous.mark === mark) previous.text += text;
    else parts.push({ text, mark });
  };
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    add(decodeEntities(html.slice(last, match.index)), false);
    add(decodeEntities(match[1] ?? ''), true);
    last = match.index + match[0].length;
  }
  add(decodeEntities(html.slice(last)), false);
  return parts;
}
