const TAG = /<span class="[^"]*">|<\/span>/g;

/**
 * Splits highlighted HTML into one fragment per source line. A token may span lines (a block comment,
 * a template string): each line closes the spans still open at its end and the next reopens them, so
 * every line is well-formed on its own and can carry its own background.
 */
export function splitHighlightedLines(html: string): string[] {
  const lines: string[] = [];
  const open: string[] = [];
  let current = '';
  let last = 0;
  const flushText = (text: string) => {
    const parts = text.split('\n');
    parts.forEach((part, index) => {
      if (index > 0) {
        lines.push(current + '</span>'.repeat(open.length));
        current = open.join('');
      }
      current += part;
    });
  };
  for (const match of html.matchAll(TAG)) {
    flushText(html.slice(last, match.index));
    if (match[0] === '</span>') open.pop();
    else open.push(match[0]);
    current += match[0];
    last = match.index + match[0].length;
  }
  flushText(html.slice(last));
  lines.push(current + '</span>'.repeat(open.length));
  return lines;
}
