import { Fragment, type Mark, type Node } from '@tiptap/pm/model';
import { MarkdownSerializer, MarkdownSerializerState } from 'prosemirror-markdown';
import { WIKI_PAGE_LINK, type WikiNode } from '../../../contract/wiki';
import { safeUrl } from '../../../contract/wiki-safe-url';
import { serializeInParts } from './markdown-in-parts';
import { wikiSchema } from './wiki-schema';

/**
 * How page links are written: `target` gives a linked page's title now and the address of its file in
 * the export (null for a page deleted or hidden from the reader), `missing` stands in for such a page.
 * Without it a page link writes nothing.
 */
export interface PageLinkWriter {
  target: (pageId: number) => { title: string; href: string } | null;
  missing: string;
}

type NodeWriter = MarkdownSerializer['nodes'][string];

/**
 * The parts of the serializer's state that its own node writers use and its typings leave out: the text
 * written so far, whether a block's first text is next, and whether a link is written as `<url>`.
 */
interface StateInside {
  out: string;
  atBlockStart: boolean;
  inAutolink: boolean | undefined;
}

function inside(state: MarkdownSerializerState): StateInside {
  return state as unknown as StateInside;
}

/** Characters that mean something anywhere in a line of text. */
const INLINE_SPECIAL = /[\\`*[\]~<]|&(?=#?\w+;)|_(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])_/gu;

/**
 * A line of plain text as Markdown that reads back as the same characters. At the start of a line
 * (of a block, or after a break) the signs of a list item, quote, heading or setext underline are
 * escaped too, so `1. not a list` written in a paragraph stays a paragraph. Addresses and e-mail
 * addresses in text are broken up so GFM does not turn them into links on the way back.
 */
function escapeText(text: string, lineStart: boolean): string {
  let out = text
    .replace(INLINE_SPECIAL, '\\$&')
    .replace(/\b(https?|ftp)(:\/\/)/gi, '$1\\$2')
    .replace(/\b(www)\./gi, '$1\\.')
    .replace(/@(?=[\w-]+\.)/g, '\\@');
  if (lineStart) {
    out = out
      .replace(/^([ \t]*)([-+*>=])/, '$1\\$2')
      .replace(/^([ \t]*)(#{1,6})(?=[ \t]|$)/, '$1\\$2')
      .replace(/^([ \t]*\d{1,9})([.)])/, '$1\\$2');
  }
  return out;
}

/** marked reads an image's brackets with their escapes already taken off, so brackets go as character references. */
function altText(alt: string): string {
  return escapeText(alt, false).replace(/\\([[\]])/g, (_, bracket: string) => (bracket === '[' ? '&#91;' : '&#93;'));
}

/** A link or image address as a Markdown destination: in angle brackets when it holds a space. */
function destination(href: string): string {
  if (/[\s<>]/.test(href)) return `<${href.replace(/[<>\\]/g, '\\$&').replace(/\n/g, '%0A')}>`;
  return href.replace(/[()\\]/g, '\\$&');
}

function linkTitle(value: unknown): string {
  return typeof value === 'string' && value ? ` "${value.replace(/["\\]/g, '\\$&')}"` : '';
}

/** Page links keep the address percent-encoded: it names a file beside the page in the export. */
function fileHref(href: string): string {
  return href.replace(/[()\s]/g, encodeURIComponent);
}

function atLineStart(state: MarkdownSerializerState): boolean {
  return inside(state).atBlockStart || inside(state).out.endsWith('\n');
}

/** Two lists of one kind in a row would read back as one list, so every second one takes the other marker. */
function marker(parent: Node, index: number, kinds: string[], markers: [string, string]): string {
  let run = 0;
  while (index - run > 0 && kinds.includes(parent.child(index - run - 1).type.name)) run += 1;
  return markers[run % 2]!;
}

const BULLETS = ['bulletList', 'taskList'];

/** A GFM table row; `|` inside a cell (in text, code or an address) is escaped, as GFM splits cells first. */
function tableRow(serializer: MarkdownSerializer, row: Node, width: number): string {
  const cells: string[] = [];
  row.forEach((cell) => cells.push(serializer.serialize(cell).replace(/\\?\n+/g, ' ').trim().replace(/\|/g, '\\|')));
  while (cells.length < width) cells.push('');
  return `| ${cells.join(' | ')} |`;
}

function nodeWriters(links: PageLinkWriter | undefined): Record<string, NodeWriter> {
  const writers: Record<string, NodeWriter> = {
    paragraph(state, node) {
      state.renderInline(node);
      state.closeBlock(node);
    },
    heading(state, node) {
      state.write(`${state.repeat('#', Math.min(6, Math.max(1, Number(node.attrs.level) || 1)))} `);
      const written = inside(state);
      const start = written.out.length;
      state.renderInline(node, false);
      // A heading's closing run of `#` is not part of its text; one that belongs to the text is escaped.
      written.out = written.out.slice(0, start) + written.out.slice(start).replace(/(^|[ \t])(#+)$/, '$1\\$2');
      state.closeBlock(node);
    },
    blockquote(state, node) {
      state.wrapBlock('> ', null, node, () => state.renderContent(node));
    },
    codeBlock(state, node) {
      const code = node.textContent;
      const longest = Math.max(0, ...(code.match(/`{3,}/g) ?? []).map((run) => run.length));
      const fence = '`'.repeat(Math.max(3, longest + 1));
      const language = typeof node.attrs.language === 'string' ? node.attrs.language.replace(/[^\w+#-]/g, '') : '';
      state.write(`${fence}${language}\n`);
      state.text(code, false);
      // The line break ending the last line of code, always: code that ends in a line break keeps it.
      inside(state).out += '\n';
      state.write(fence);
      state.closeBlock(node);
    },
    horizontalRule(state, node) {
      state.write('---');
      state.closeBlock(node);
    },
    bulletList(state, node, parent, index) {
      const bullet = marker(parent, index, BULLETS, ['-', '*']);
      state.renderList(node, '  ', () => `${bullet} `);
    },
    taskList(state, node, parent, index) {
      const bullet = marker(parent, index, BULLETS, ['-', '*']);
      state.renderList(node, '  ', (i) => `${bullet} [${node.child(i).attrs.checked ? 'x' : ' '}] `);
    },
    orderedList(state, node, parent, index) {
      const delimiter = marker(parent, index, ['orderedList'], ['.', ')']);
      const start = Number(node.attrs.start) >= 0 ? Number(node.attrs.start) : 1;
      const width = String(start + node.childCount - 1).length;
      state.renderList(node, ' '.repeat(width + 2), (i) => `${String(start + i).padStart(width, ' ')}${delimiter} `);
    },
    listItem(state, node) {
      state.renderContent(node);
    },
    taskItem(state, node) {
      state.renderContent(node);
    },
    table(state, node) {
      let width = 0;
      node.forEach((row) => (width = Math.max(width, row.childCount)));
      const rows: string[] = [];
      node.forEach((row) => rows.push(tableRow(cellSerializer, row, width)));
      if (!rows.length) return;
      const align = (index: number) => {
        const value = node.firstChild?.maybeChild(index)?.attrs.align;
        return value === 'center' ? ':---:' : value === 'right' ? '---:' : value === 'left' ? ':---' : '---';
      };
      rows.splice(1, 0, `| ${Array.from({ length: width }, (_, i) => align(i)).join(' | ')} |`);
      // Row by row, so each line takes the indent or `> ` of a list item or quote around the table.
      rows.forEach((row, i) => {
        if (i) state.ensureNewLine();
        state.write(row);
      });
      state.closeBlock(node);
    },
    image(state, node) {
      const src = safeUrl(node.attrs.src);
      if (src) state.write(`![${altText(String(node.attrs.alt ?? ''))}](${destination(src)}${linkTitle(node.attrs.title)})`);
      if (node.isBlock) state.closeBlock(node);
    },
    hardBreak(state, node, parent, index) {
      // A break written at the end of a block would be read as a backslash, and a heading holds one line.
      for (let i = index + 1; i < parent.childCount; i += 1) {
        if (parent.child(i).type === node.type) continue;
        state.write(parent.type.name === 'heading' ? ' ' : '\\\n');
        return;
      }
    },
    [WIKI_PAGE_LINK.node](state, node) {
      if (!links) return;
      const pageId = Number(node.attrs[WIKI_PAGE_LINK.attr]);
      const target = Number.isInteger(pageId) && pageId > 0 ? links.target(pageId) : null;
      state.write(target ? `[${escapeText(target.title, false)}](${fileHref(target.href)})` : escapeText(links.missing, false));
    },
    text(state, node, parent, index) {
      const text = node.text ?? '';
      if (inside(state).inAutolink) {
        state.text(text, false);
        return;
      }
      state.text(textMarkdown(text, parent, index, atLineStart(state)), false);
    },
  };
  const cellSerializer = new MarkdownSerializer(writers, MARKS, { hardBreakNodeName: 'hardBreak' });
  return writers;
}

const CHARACTER_REFERENCE: Record<string, string> = { ' ': '&#32;', '\t': '&#9;', '\n': '&#10;' };

/**
 * A text node of a block. Markdown drops the spaces at either end of a line and ends a paragraph at a
 * blank line, and a heading is one line: such spaces and line breaks are written as character references.
 */
function textMarkdown(text: string, parent: Node, index: number, lineStart: boolean): string {
  const oneLine = parent.type.name === 'heading';
  const next = index + 1 < parent.childCount ? parent.child(index + 1) : null;
  const lines = text.split('\n');
  return lines
    .map((line, i) => {
      let out = escapeText(line, i > 0 || lineStart);
      if (i > 0 || lineStart || index === 0) out = out.replace(/^[ \t]/, (space) => CHARACTER_REFERENCE[space]!);
      if (i < lines.length - 1 || !next || next.type.name === 'hardBreak') out = out.replace(/[ \t]$/, (space) => CHARACTER_REFERENCE[space]!);
      if (i === 0) return out;
      return `${oneLine || !/\S/.test(line) ? CHARACTER_REFERENCE['\n'] : '\n'}${out}`;
    })
    .join('');
}

function isPlainUrl(link: Mark, parent: Node, index: number): boolean {
  const href = String(link.attrs.href ?? '');
  if (link.attrs.title || !/^https?:\/\/[^\s<>]+$/i.test(href)) return false;
  const content = parent.child(index);
  if (!content.isText || content.text !== href || content.marks[content.marks.length - 1] !== link) return false;
  return index === parent.childCount - 1 || !link.isInSet(parent.child(index + 1).marks);
}

const MARKS: MarkdownSerializer['marks'] = {
  bold: { open: '**', close: '**', mixable: true, expelEnclosingWhitespace: true },
  italic: { open: '*', close: '*', mixable: true, expelEnclosingWhitespace: true },
  strike: { open: '~~', close: '~~', mixable: true, expelEnclosingWhitespace: true },
  // Markdown has no underline; the text stays, the underline goes.
  underline: { open: '', close: '', mixable: true },
  link: {
    // A link whose address is not a safe one (dropped on the way in) is written as its text.
    open(state, mark, parent, index) {
      if (!safeUrl(mark.attrs.href)) return '';
      inside(state).inAutolink = isPlainUrl(mark, parent, index);
      return inside(state).inAutolink ? '<' : '[';
    },
    close(state, mark) {
      const href = safeUrl(mark.attrs.href);
      if (!href) return '';
      const autolink = inside(state).inAutolink;
      inside(state).inAutolink = undefined;
      return autolink ? '>' : `](${destination(href)}${linkTitle(mark.attrs.title)})`;
    },
    mixable: true,
  },
  code: {
    open: (_state, _mark, parent, index) => codeFence(parent.child(index), true),
    close: (_state, _mark, parent, index) => codeFence(parent.child(index - 1), false),
    escape: false,
  },
};

/**
 * A code span's fence is one backtick longer than the longest run inside it, with a space between when
 * the code starts or ends with a backtick (or a space, which would otherwise be stripped).
 */
function codeFence(node: Node, open: boolean): string {
  const text = node.isText ? (node.text ?? '') : '';
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const padded = /^[` ]|[` ]$/.test(text) && /[^ ]/.test(text);
  if (!padded) return fence;
  return open ? `${fence} ` : ` ${fence}`;
}

/**
 * Orders each text's marks as Markdown has to nest them: a mark that began earlier, or runs on further,
 * opens first, so `***foo** bar*` is written with the emphasis outside and not closed and opened again
 * around the space. Code stays innermost, as a code span holds no other mark.
 */
function nestMarks(node: Node): Node {
  const children: Node[] = [];
  node.forEach((child) => children.push(node.isTextblock ? child : nestMarks(child)));
  if (!node.isTextblock) return children.length ? node.copy(Fragment.fromArray(children)) : node;
  const reach = (index: number, mark: Mark, step: 1 | -1) => {
    let at = index;
    while (children[at + step]?.marks.some((other) => other.eq(mark))) at += step;
    return at;
  };
  const code = (mark: Mark) => (mark.type.name === 'code' ? 1 : 0);
  const nested = children.map((child, index) =>
    child.mark([...child.marks].sort((a, b) => code(a) - code(b) || reach(index, a, -1) - reach(index, b, -1) || reach(index, b, 1) - reach(index, a, 1))),
  );
  return node.copy(Fragment.fromArray(nested));
}

const plainSerializer = new MarkdownSerializer(nodeWriters(undefined), MARKS, { hardBreakNodeName: 'hardBreak' });

/**
 * The page's JSON with only what the schema knows: a stored document may hold a node or mark of an
 * older editor, whose content (a node's) is kept and the rest left out rather than fail the page's read.
 */
function known(node: WikiNode): WikiNode[] {
  if (node.type === 'text') {
    if (!node.text) return [];
    const marks = node.marks?.filter((mark) => mark.type in wikiSchema.marks);
    return [{ type: 'text', text: node.text, ...(marks?.length ? { marks } : {}) }];
  }
  const content = (node.content ?? []).flatMap(known);
  if (!(node.type in wikiSchema.nodes)) return content;
  return [{ ...node, content }];
}

/** The serializer of pages; page links written with `links`, left out without. */
export function markdownSerializer(links?: PageLinkWriter): MarkdownSerializer {
  return links ? new MarkdownSerializer(nodeWriters(links), MARKS, { hardBreakNodeName: 'hardBreak' }) : plainSerializer;
}

/** A page (the editor's JSON) as the serializer takes it: what the schema knows, marks nested as Markdown writes them. */
export function markdownDocument(root: WikiNode): Node {
  return nestMarks(wikiSchema.nodeFromJSON({ ...root, content: (root.content ?? []).flatMap(known) }));
}

/** A page (the editor's JSON) as CommonMark with GFM tables, task lists and strikethrough. */
export function toMarkdown(root: WikiNode, links?: PageLinkWriter): string {
  const body = serializeInParts(markdownSerializer(links), markdownDocument(root)).trimEnd();
  return body ? `${body}\n` : '';
}
