import { parse } from 'yaml';
import type { WikiNode } from '../../../contract/wiki';
import { markdownToContent, markdownToDocument, type PageByTitle } from '../../../contract/wiki-markdown';

/** `---` on the first line, the YAML, and `---` (or `...`) closing it, as static site generators write it. */
const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;

/**
 * The YAML front matter at the very start of a Markdown file, taken off, with its `title`. Only a block
 * that reads as a YAML mapping counts: `---`, a line of text and `---` is a heading and a rule, not front matter.
 */
export function splitFrontMatter(markdown: string): { title: string | null; body: string } {
  const match = FRONT_MATTER.exec(markdown);
  if (!match) return { title: null, body: markdown };
  let data: unknown;
  try {
    data = parse(match[1]!);
  } catch {
    return { title: null, body: markdown };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { title: null, body: markdown };
  const title = (data as Record<string, unknown>).title;
  const text = typeof title === 'string' || typeof title === 'number' ? String(title).trim() : '';
  return { title: text || null, body: markdown.slice(match[0].length) };
}

/**
 * The document of a Markdown file and the title it gives: the `title` of its YAML front matter (a
 * heading at the top then stays in the content, where the file has it), or else its top heading.
 */
export function readMarkdownFile(markdown: string, pageByTitle: PageByTitle): { title: string | null; doc: WikiNode } {
  const front = splitFrontMatter(markdown);
  if (!front.title) return markdownToDocument(front.body, pageByTitle);
  const content = markdownToContent(front.body, pageByTitle);
  return { title: front.title, doc: content.length ? { type: 'doc', content } : { type: 'doc' } };
}
