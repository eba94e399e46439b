import { WIKI_PAGE_LINK, type WikiNode } from './wiki';

const BLOCKS_WITH_INLINE = new Set(['paragraph', 'heading', 'codeBlock', 'tableCell', 'tableHeader']);

function inlineText(node: WikiNode): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return '\n';
  if (node.type === 'image') return typeof node.attrs?.alt === 'string' ? node.attrs.alt : '';
  // A page link holds only the target's id; its title lives with that page (and is found there).
  if (node.type === WIKI_PAGE_LINK.node) return '';
  return (node.content ?? []).map(inlineText).join('');
}

/**
 * A page's plain text from the editor's JSON, the same on the server (search, diffs) and in the web app
 * (the overview's excerpt): one line per paragraph, heading, code line, list item paragraph; table rows
 * as cells joined by tabs.
 */
export function toPlainText(root: WikiNode): string {
  const lines: string[] = [];
  const walk = (node: WikiNode) => {
    if (node.type === 'tableRow') {
      lines.push((node.content ?? []).map((cell) => (cell.content ?? []).map(inlineText).join(' ')).join('\t'));
      return;
    }
    if (BLOCKS_WITH_INLINE.has(node.type)) {
      lines.push(...inlineText(node).split('\n'));
      return;
    }
    if (node.type === 'image') {
      lines.push(inlineText(node));
      return;
    }
    for (const child of node.content ?? []) walk(child);
  };
  walk(root);
  return lines.join('\n');
}
