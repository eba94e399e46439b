import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { WikiNode } from '../../../contract/wiki';
import { markdownToContent, markdownToDocument } from '../../../contract/wiki-markdown';
import { type PageLinkWriter, toMarkdown } from '../../../server/modules/wiki/markdown-export';
import { readMarkdownFile, splitFrontMatter } from '../../../server/modules/wiki/markdown-file';
import { editorHolds } from './editor-holds';

interface SpecExample {
  markdown: string;
  number: number;
  section: string;
}

const spec = createRequire(import.meta.url)('commonmark-spec') as { tests: SpecExample[] };


function doc(...content: WikiNode[]): WikiNode {
  return { type: 'doc', content };
}

function paragraph(...content: WikiNode[]): WikiNode {
  return { type: 'paragraph', content };
}

function text(value: string, ...marks: string[]): WikiNode {
  return marks.length ? { type: 'text', text: value, marks: marks.map((type) => ({ type })) } : { type: 'text', text: value };
}

/** The document of some Markdown, every heading kept as content. */
function parsed(markdown: string): WikiNode {
  return doc(...markdownToContent(markdown));
}

/** The document an exported page reads back as. */
function roundTrip(doc: WikiNode): WikiNode {
  const content = markdownToContent(toMarkdown(doc));
  return content.length ? { type: 'doc', content } : { type: 'doc' };
}

const examples = spec.tests.map((example) => ({ ...example, doc: markdownToDocument(example.markdown.replace(/→/g, '\t')).doc }));
const covered = examples.filter((example) => editorHolds(example.doc));

describe('Markdown export and import', () => {
  it('covers most of the CommonMark spec’s examples', () => {
    console.info(`CommonMark ${spec.tests.length} examples: ${covered.length} covered, ${spec.tests.length - covered.length} use what the editor does not hold`);
    expect(covered.length).toBeGreaterThan(spec.tests.length / 2);
  });

  it.each(covered.map((example) => [`${example.number} (${example.section})`, example] as const))('keeps the structure of CommonMark example %s', (_, example) => {
    expect(roundTrip(example.doc)).toEqual(example.doc);
  });
});

describe('Markdown export of what tripped the old one', () => {
  it('writes inline code holding backticks inside a longer fence, never with another character', () => {
    const page = doc(paragraph(text('run '), text('a`b', 'code'), text(' and '), text('`x`', 'code')));
    expect(toMarkdown(page)).toBe('run ``a`b`` and `` `x` ``\n');
    expect(roundTrip(page)).toEqual(page);
  });

  it.each(['1. not a list', '1) not a list', '- not a list', '+ not a list', '* not a list', '# not a heading', '> not a quote', '---', '=== not an underline'])(
    'keeps the paragraph “%s” a paragraph, at the start of a block and after a line break',
    (line) => {
      const page = doc(paragraph(text(line)), paragraph(text('before'), { type: 'hardBreak' }, text(line)), { type: 'blockquote', content: [paragraph(text(line))] });
      expect(roundTrip(page)).toEqual(page);
    },
  );

  it('reads an escaped list marker back as the paragraph it was', () => {
    expect(parsed('1\\. not a list\n\n\\- not a list\n')).toEqual(doc(paragraph(text('1. not a list')), paragraph(text('- not a list'))));
  });

  it('escapes the pipe in a table cell, in text and in code alike', () => {
    const page = parsed('| a \\| b | `x \\| y` |\n|---|---|\n| [l](https://e.example/?q=1) | plain |\n');
    expect(page.content![0]!.content![0]!.content![0]).toEqual({ type: 'tableHeader', content: [paragraph(text('a | b'))] });
    expect(toMarkdown(page)).toContain('| a \\| b | `x \\| y` |');
    expect(roundTrip(page)).toEqual(page);
    const nested = doc({ type: 'blockquote', content: page.content! }, { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('item')), ...page.content!] }] });
    expect(roundTrip(nested)).toEqual(nested);
  });

  it('keeps nested lists, task lists and two lists in a row apart', () => {
    const page = parsed(['1. one', '   - inner', '     - [x] done', '     - [ ] open', '2. two', '', '- a', '- b', '', '* c', '', '- [ ] task', '', '+ after the task list'].join('\n'));
    expect(page.content!.map((node) => node.type)).toEqual(['orderedList', 'bulletList', 'bulletList', 'taskList', 'bulletList']);
    expect(roundTrip(page)).toEqual(page);
    expect(toMarkdown(page)).toContain('- [x] done');
  });

  it('fences a code block holding ``` with a longer fence', () => {
    const page = doc({ type: 'codeBlock', attrs: { language: 'md' }, content: [text('```js\nx\n```\n````')] });
    expect(toMarkdown(page)).toBe('`````md\n```js\nx\n```\n````\n`````\n');
    expect(roundTrip(page)).toEqual(page);
    const endings = doc(
      { type: 'codeBlock', attrs: { language: null }, content: [text('ends in a line break\n')] },
      { type: 'codeBlock', attrs: { language: null } },
      { type: 'blockquote', content: [{ type: 'codeBlock', attrs: { language: null }, content: [text('quoted\n\n')] }] },
    );
    expect(roundTrip(endings)).toEqual(endings);
  });

  it('keeps a link whose address holds parentheses or spaces', () => {
    const link = (href: string) => ({ type: 'text', text: 'see', marks: [{ type: 'link', attrs: { href } }] });
    const page = doc(paragraph(link('https://en.wikipedia.org/wiki/Markdown_(syntax)')), paragraph(link('./a file.md')));
    expect(roundTrip(page)).toEqual(page);
  });

  it('keeps spaces and blank lines inside text, and a heading ending in #', () => {
    const page = doc({ type: 'heading', attrs: { level: 2 }, content: [text('C#')] }, paragraph(text('  indented\n\nafter a blank line ')), paragraph(text('www.example.com and me@example.com stay text')));
    expect(roundTrip(page)).toEqual(page);
  });

  it('writes page links as links to the linked page’s file, and a gone page as the missing text', () => {
    const links: PageLinkWriter = { target: (pageId) => (pageId === 7 ? { title: 'Release [v2]', href: 'Release v2.md' } : null), missing: '(gone)' };
    const page = doc(paragraph(text('see '), { type: 'pageLink', attrs: { pageId: 7 } }, text(' or '), { type: 'pageLink', attrs: { pageId: 8 } }));
    expect(toMarkdown(page, links)).toBe('see [Release \\[v2\\]](Release%20v2.md) or (gone)\n');
    expect(toMarkdown(page)).toBe('see  or\n');
  });
});

describe('Markdown export of a stored page', () => {
  it('writes the content of a node or mark the editor no longer knows instead of failing', () => {
    const page = doc({ type: 'callout', content: [paragraph(text('kept'))] }, paragraph(text('plain', 'sparkle')));
    expect(toMarkdown(page)).toBe('kept\n\nplain\n');
  });
});

describe('Markdown files with YAML front matter', () => {
  it('takes the front matter off and its title as the page’s, keeping a heading at the top as content', () => {
    const { title, doc: page } = readMarkdownFile('---\ntitle: "Runbook: deploys"\ntags: [ops]\n---\n# Before you start\n\nBody\n', () => null);
    expect(title).toBe('Runbook: deploys');
    expect(page).toEqual(doc({ type: 'heading', attrs: { level: 1 }, content: [text('Before you start')] }, paragraph(text('Body'))));
  });

  it('leaves a rule, a line and a rule that are not YAML as the Markdown they are', () => {
    expect(splitFrontMatter('---\nFoo\n---\nBar\n')).toEqual({ title: null, body: '---\nFoo\n---\nBar\n' });
    expect(readMarkdownFile('# Title\n\nBody', () => null).title).toBe('Title');
  });
});
