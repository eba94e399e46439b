import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { WikiNode } from '../../../contract/wiki';
import { markdownToDocument } from '../../../contract/wiki-markdown';
import { markdownDocument, markdownSerializer, type PageLinkWriter } from '../../../server/modules/wiki/markdown-export';
import { serializeInParts } from '../../../server/modules/wiki/markdown-in-parts';
import { editorHolds } from './editor-holds';

const spec = createRequire(import.meta.url)('commonmark-spec') as { tests: { markdown: string; number: number }[] };


const examples = spec.tests.map((example) => ({ number: example.number, doc: markdownToDocument(example.markdown.replace(/→/g, '\t')).doc })).filter((example) => Boolean(example.doc.content?.length) && editorHolds(example.doc));

/** A page with every kind of block the editor writes, nested and side by side, where one block's end decides how the next begins. */
const MIXED = `# 发布手册 #

Intro with **bold**, *italic*, ~~gone~~, \`code\`, a [link](https://example.com "title") and ![图](https://example.com/a.png)
second line after a break\\
third line!

## 列表

- one
- two
  - nested *deep*
    1. first
    2. second
- three

* another list right after

1. ordered
2. list

1) another ordered
2) list

- [ ] task open
- [x] task done
  - [ ] nested task

> quoted paragraph
>
> - list in a quote
> - \`code\` item
>
> > nested quote

\`\`\`ts
const fence = '\`\`\`';
\`\`\`

| 项目 | 负责人 | 状态 |
| :--- | :---: | ---: |
| 存储 | 李娜 | 完成 \\| 好 |
| 缓存 | | 进行中 |

---

### Heading ending in #

![alone](https://example.com/b.png)

1. list

   with a paragraph

   \`\`\`
   code in a list
   \`\`\`

   | a | b |
   | --- | --- |
   | 1 | 2 |

last words
`;

const links: PageLinkWriter = { target: (pageId) => (pageId === 1 ? { title: 'One', href: 'One.md' } : null), missing: '(gone)' };

function pageOf(markdown: string): WikiNode {
  return markdownToDocument(markdown).doc;
}

describe('Markdown written in parts', () => {
  it('is what the serializer writes in one piece, for each CommonMark example the editor holds', () => {
    expect(examples.length).toBeGreaterThan(300);
    const serializer = markdownSerializer();
    for (const example of examples) {
      const doc = markdownDocument(example.doc);
      const whole = serializer.serialize(doc);
      // Moving the output out before every block is the hardest case; the usual size is the common one.
      expect(serializeInParts(serializer, doc, 0), `example ${example.number}`).toBe(whole);
      expect(serializeInParts(serializer, doc, 8), `example ${example.number}`).toBe(whole);
      expect(serializeInParts(serializer, doc), `example ${example.number}`).toBe(whole);
    }
  });

  it('is the same for a long page of lists, tables, code, quotes and headings, page links included', () => {
    const page = pageOf(MIXED);
    const long: WikiNode = {
      type: 'doc',
      content: [
        ...Array.from({ length: 60 }, () => page.content ?? []).flat(),
        { type: 'paragraph', content: [{ type: 'text', text: 'see ' }, { type: 'pageLink', attrs: { pageId: 1 } }, { type: 'text', text: ' and ' }, { type: 'pageLink', attrs: { pageId: 2 } }] },
        ...examples.flatMap((example) => example.doc.content ?? []),
      ],
    };
    const doc = markdownDocument(long);
    for (const serializer of [markdownSerializer(), markdownSerializer(links)]) {
      const whole = serializer.serialize(doc);
      expect(whole.length).toBeGreaterThan(50_000);
      for (const held of [0, 1, 100, 2048, undefined]) expect(serializeInParts(serializer, doc, held), `held ${held}`).toBe(whole);
    }
    expect(serializeInParts(markdownSerializer(links), doc)).toContain('see [One](One.md) and (gone)');
  });
});
