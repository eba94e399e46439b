import { marked, type Token, type Tokens } from 'marked';
import { WIKI_PAGE_LINK, type WikiNode } from './wiki';
import { safeUrl } from './wiki-safe-url';

/**
 * Markdown into the editor's document (TipTap's node and mark names), for the server's import and the
 * editor's paste alike. Only what the editor's schema holds comes out: raw HTML becomes its plain text
 * (script and style bodies dropped), and a link or image whose address is not a safe one (`javascript:`
 * and the like) loses the address, so nothing imported or pasted can run.
 */

type Mark = NonNullable<WikiNode['marks']>[number];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: '\u00a0' };

/** marked hands some text on HTML-escaped; the editor holds characters, not entities. */
function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name]!);
}

/** The words of a piece of HTML, none of its markup. */
function htmlText(html: string): string {
  return decode(
    html
      .replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
      .replace(/<!--[\s\S]*?(-->|$)/g, '')
      .replace(/<[^>]*>?/g, ''),
  );
}

/** Finds a page of the wiki by its title, for `[[Title]]`; null when there is none. */
export type PageByTitle = (title: string) => number | null;

const PAGE_LINK = /\[\[([^[\]\n]{1,200})\]\]/g;

function sameMarks(a: Mark[] | undefined, b: Mark[] | undefined): boolean {
  return JSON.stringify(a ?? []) === JSON.stringify(b ?? []);
}

/**
 * marked cuts a run of text in pieces (at every escape, for one); the editor holds a run with the same
 * marks as one text node, and `[[Title]]` is only found in a whole run.
 */
function joinText(nodes: WikiNode[]): WikiNode[] {
  const joined: WikiNode[] = [];
  for (const node of nodes) {
    const last = joined[joined.length - 1];
    if (node.type === 'text' && last?.type === 'text' && sameMarks(last.marks, node.marks)) joined[joined.length - 1] = { ...last, text: `${last.text ?? ''}${node.text ?? ''}` };
    else joined.push(node);
  }
  return joined;
}

/** `[[Title]]` becomes a link to the page of that title when the wiki has one, and stays as typed otherwise. */
function withPageLinks(nodes: WikiNode[], pageByTitle: PageByTitle): WikiNode[] {
  const out: WikiNode[] = [];
  for (const node of nodes) {
    if (node.type !== 'text' || !node.text?.includes('[[') || node.marks?.some((mark) => mark.type === 'code')) {
      out.push(node);
      continue;
    }
    let at = 0;
    for (const match of node.text.matchAll(PAGE_LINK)) {
      const pageId = pageByTitle(match[1]!.trim().normalize('NFC'));
      if (pageId === null) continue;
      pushText(out, node.text.slice(at, match.index), node.marks ?? []);
      out.push({ type: WIKI_PAGE_LINK.node, attrs: { [WIKI_PAGE_LINK.attr]: pageId } });
      at = match.index + match[0].length;
    }
    pushText(out, node.text.slice(at), node.marks ?? []);
  }
  return out;
}

/** Page links in every run of inline content, code blocks left as written. */
function linkPages(node: WikiNode, pageByTitle: PageByTitle): WikiNode {
  if (!node.content || node.type === 'codeBlock') return node;
  const content = node.content.some((child) => child.type === 'text') ? withPageLinks(node.content, pageByTitle) : node.content;
  return { ...node, content: content.map((child) => linkPages(child, pageByTitle)) };
}

function pushText(out: WikiNode[], text: string, marks: Mark[]) {
  if (!text) return;
  out.push(marks.length ? { type: 'text', text, marks: [...marks] } : { type: 'text', text });
}

function inline(tokens: Token[] | undefined, marks: Mark[] = []): WikiNode[] {
  const out: WikiNode[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        out.push(...inline(token.tokens, [...marks, { type: 'bold' }]));
        break;
      case 'em':
        out.push(...inline(token.tokens, [...marks, { type: 'italic' }]));
        break;
      case 'del':
        out.push(...inline(token.tokens, [...marks, { type: 'strike' }]));
        break;
      case 'codespan':
        pushText(out, decode(token.text), [...marks, { type: 'code' }]);
        break;
      case 'link': {
        const href = safeUrl(token.href);
        out.push(...inline(token.tokens, href ? [...marks, { type: 'link', attrs: { href } }] : marks));
        break;
      }
      case 'image': {
        const src = safeUrl(token.href);
        // The alternative text is the plain text of what the brackets hold, as CommonMark reads it.
        const alt = inline(token.tokens).map((node) => node.text ?? '').join('');
        if (src) out.push({ type: 'image', attrs: { src, alt, title: token.title ?? null } });
        else pushText(out, alt, marks);
        break;
      }
      case 'br':
        out.push({ type: 'hardBreak' });
        break;
      case 'html':
        pushText(out, htmlText(token.raw), marks);
        break;
      case 'checkbox':
        break;
      default:
        if ('tokens' in token && token.tokens?.length) out.push(...inline(token.tokens, marks));
        else if ('text' in token && typeof token.text === 'string') pushText(out, decode(token.text), marks);
    }
  }
  return joinText(out);
}

/** A paragraph's inline content, with images lifted out between paragraphs (the editor keeps images as blocks); nothing for an empty one. */
function paragraphs(content: WikiNode[]): WikiNode[] {
  const out: WikiNode[] = [];
  let run: WikiNode[] = [];
  const flush = () => {
    if (run.length) out.push({ type: 'paragraph', content: run });
    run = [];
  };
  for (const node of content) {
    if (node.type === 'image') {
      flush();
      out.push(node);
    } else run.push(node);
  }
  flush();
  return out;
}

function listItems(list: Tokens.List): WikiNode {
  const tasks = list.items.length > 0 && list.items.every((item) => item.task);
  const items = list.items.map((item): WikiNode => {
    const content = blocks(item.tokens);
    const body = content.length ? content : [{ type: 'paragraph' }];
    return tasks ? { type: 'taskItem', attrs: { checked: item.checked === true }, content: body } : { type: 'listItem', content: body };
  });
  if (tasks) return { type: 'taskList', content: items };
  if (list.ordered) return { type: 'orderedList', attrs: { start: Number(list.start) || 1 }, content: items };
  return { type: 'bulletList', content: items };
}

function tableNode(table: Tokens.Table): WikiNode {
  const cell = (type: 'tableHeader' | 'tableCell') => (entry: Tokens.TableCell): WikiNode => {
    const content = paragraphs(inline(entry.tokens));
    return { type, content: content.length ? content : [{ type: 'paragraph' }] };
  };
  return {
    type: 'table',
    content: [{ type: 'tableRow', content: table.header.map(cell('tableHeader')) }, ...table.rows.map((row) => ({ type: 'tableRow', content: row.map(cell('tableCell')) }))],
  };
}

function blocks(tokens: Token[]): WikiNode[] {
  const out: WikiNode[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'heading':
        out.push({ type: 'heading', attrs: { level: Math.min(6, Math.max(1, token.depth)) }, content: inline(token.tokens) });
        break;
      case 'paragraph':
      case 'text':
        out.push(...paragraphs(inline('tokens' in token && token.tokens ? token.tokens : [{ type: 'text', raw: token.raw, text: token.text } as Tokens.Text])));
        break;
      case 'code': {
        const language = typeof token.lang === 'string' ? token.lang.replace(/[^\w+#-]/g, '').slice(0, 32) : '';
        // marked keeps the line break before the closing fence when the code ends in a blank line (and after
        // indented code), and drops it otherwise: one is taken off, so code reads back as it was written.
        const code = token.text.replace(/\n$/, '');
        out.push({ type: 'codeBlock', attrs: { language: language || null }, ...(code ? { content: [{ type: 'text', text: code }] } : {}) });
        break;
      }
      case 'blockquote': {
        const content = blocks(token.tokens ?? []);
        out.push({ type: 'blockquote', content: content.length ? content : [{ type: 'paragraph' }] });
        break;
      }
      case 'hr':
        out.push({ type: 'horizontalRule' });
        break;
      case 'list':
        out.push(listItems(token as Tokens.List));
        break;
      case 'table':
        out.push(tableNode(token as Tokens.Table));
        break;
      case 'html': {
        const text = htmlText(token.raw).trim();
        if (text) out.push({ type: 'paragraph', content: [{ type: 'text', text }] });
        break;
      }
      default:
        break;
    }
  }
  return out;
}

/**
 * The editor document of a Markdown text, and its title: `title` when given, otherwise a first-level
 * heading at the very top (taken out of the content, as it becomes the page's title). With `pageByTitle`,
 * `[[Title]]` links to the wiki's page of that title.
 */
export function markdownToDocument(markdown: string, pageByTitle?: PageByTitle): { title: string | null; doc: WikiNode } {
  const tokens = lex(markdown);
  const first = tokens.find((token) => token.type !== 'space');
  let title: string | null = null;
  if (first?.type === 'heading' && first.depth === 1) {
    title = inline(first.tokens).map((node) => node.text ?? '').join('').trim() || null;
    if (title) tokens.splice(tokens.indexOf(first), 1);
  }
  const content = contentOf(tokens, pageByTitle);
  return { title, doc: content.length ? { type: 'doc', content } : { type: 'doc' } };
}

/** Pasted Markdown as the blocks to put in at the caret, every heading kept (a paste has no title to take). */
export function markdownToContent(markdown: string, pageByTitle?: PageByTitle): WikiNode[] {
  return contentOf(lex(markdown), pageByTitle);
}

function lex(markdown: string): Token[] {
  return marked.lexer(markdown.replace(/\r\n?/g, '\n'), { gfm: true });
}

function contentOf(tokens: Token[], pageByTitle: PageByTitle | undefined): WikiNode[] {
  return blocks(tokens).map((node) => (pageByTitle ? linkPages(node, pageByTitle) : node));
}

/** Signs of Markdown a person would not write in plain prose: one is enough to read a paste as Markdown. */
const MARKDOWN_SIGNS = [
  /^ {0,3}#{1,6}[ \t]+\S/m, // heading
  /^ {0,3}(```|~~~)/m, // code fence
  /^ {0,3}[-*+][ \t]+\S/m, // bullet or task list
  /^ {0,3}\d{1,9}[.)][ \t]+\S/m, // numbered list
  /^ {0,3}>[ \t]?\S/m, // quote
  /^ {0,3}\|?[ \t]*:?-{3,}:?[ \t]*(\|[ \t]*:?-{3,}:?[ \t]*)+\|?[ \t]*$/m, // table separator row
  /!?\[[^\]\n]+\]\([^)\s]+(?:\s+"[^"\n]*")?\)/, // link or image
  /\[\[[^[\]\n]+\]\]/, // page link
  /(\*\*|__)(?=\S)[^\n]*?\S\1/, // bold
  /~~(?=\S)[^\n]*?\S~~/, // strikethrough
  /(^|[\s(])\*(?=[^\s*])[^*\n]*[^\s*]\*(?=$|[\s.,;:!?)])/m, // emphasis
  /`[^`\n]+`/, // inline code
];

/** Whether a plain-text paste is Markdown worth turning into structure rather than text as typed. */
export function looksLikeMarkdown(text: string): boolean {
  return MARKDOWN_SIGNS.some((sign) => sign.test(text));
}
