import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { WIKI_COLLAB } from '../../../contract/wiki';
import { safeUrl } from '../../../contract/wiki-safe-url';
import { wordDiff } from '../../../server/modules/wiki/wiki-diff';
import { renderState, replaceContent } from '../../../server/modules/wiki/yjs-content';

/** A page as TipTap writes it through y-prosemirror. */
function samplePage() {
  const doc = new Y.Doc();
  const fragment = doc.getXmlFragment(WIKI_COLLAB.fragment);
  const heading = new Y.XmlElement('heading');
  heading.setAttribute('level', 2 as unknown as string);
  heading.insert(0, [new Y.XmlText('发布计划')]);
  const paragraph = new Y.XmlElement('paragraph');
  const text = new Y.XmlText();
  paragraph.insert(0, [text]);
  const tasks = new Y.XmlElement('taskList');
  const item = new Y.XmlElement('taskItem');
  item.setAttribute('checked', true as unknown as string);
  const itemParagraph = new Y.XmlElement('paragraph');
  itemParagraph.insert(0, [new Y.XmlText('写测试')]);
  item.insert(0, [itemParagraph]);
  tasks.insert(0, [item]);
  const code = new Y.XmlElement('codeBlock');
  code.setAttribute('language', 'ts');
  code.insert(0, [new Y.XmlText('const a = 1;')]);
  fragment.insert(0, [heading, paragraph, tasks, code]);
  text.insert(0, 'See ');
  text.insert(4, 'docs', { link: { href: 'https://example.com/docs' }, bold: {} });
  text.insert(8, ' and ', { link: null, bold: null });
  text.insert(13, 'this', { link: { href: 'javascript:alert(1)' } });
  return doc;
}

describe('reading the editor’s Yjs document on the server', () => {
  it('renders editor JSON, plain text and Markdown, and drops javascript: links', () => {
    const rendered = renderState(Y.encodeStateAsUpdate(samplePage()));
    expect(rendered.content.content?.[0]).toEqual({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '发布计划' }] });
    expect(rendered.text).toBe('发布计划\nSee docs and this\n写测试\nconst a = 1;');
    expect(rendered.markdown).toBe('## 发布计划\n\nSee [**docs**](https://example.com/docs) and this\n\n- [x] 写测试\n\n```ts\nconst a = 1;\n```\n');
    const link = rendered.content.content?.[1]?.content?.[3];
    expect(link?.marks).toEqual([{ type: 'link', attrs: { href: null } }]);
  });

  it('accepts only safe link targets', () => {
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:x', 'java\tscript:x', 'data:text/html,x', 'vbscript:x', '//evil.example']) expect(safeUrl(bad), bad).toBeNull();
    for (const good of ['https://a.example/x', 'mailto:a@b.c', '#top', '/api/x', 'page-2']) expect(safeUrl(good), good).toBe(good);
  });

  it('replaces a document’s content with another’s as one change', () => {
    const live = samplePage();
    const old = new Y.Doc();
    const paragraph = new Y.XmlElement('paragraph');
    paragraph.insert(0, [new Y.XmlText('旧版本')]);
    old.getXmlFragment(WIKI_COLLAB.fragment).insert(0, [paragraph]);
    let updates = 0;
    live.on('update', () => updates++);
    replaceContent(live, old);
    expect(updates).toBe(1);
    expect(renderState(Y.encodeStateAsUpdate(live)).text).toBe('旧版本');
  });
});

describe('word diff of two versions', () => {
  it('marks changed words inside changed lines, Chinese words included', () => {
    expect(wordDiff('评审会定于周五\n其余不变', '评审会定于周六\n其余不变')).toEqual({
      parts: [
        { type: 'equal', value: '评审会定于' },
        { type: 'delete', value: '周五' },
        { type: 'insert', value: '周六' },
        { type: 'equal', value: '\n其余不变' },
      ],
      inserted: 1,
      deleted: 1,
    });
  });

  it('gives back both texts from its parts', () => {
    const before = Array.from({ length: 300 }, (_, i) => `line ${i} of the plan`).join('\n');
    const after = before.replace('line 10 of', 'row 10 of').replace('line 200 of the plan\n', '') + '\nthe end';
    const { parts } = wordDiff(before, after);
    expect(parts.filter((p) => p.type !== 'insert').map((p) => p.value).join('')).toBe(before);
    expect(parts.filter((p) => p.type !== 'delete').map((p) => p.value).join('')).toBe(after);
  });
});
