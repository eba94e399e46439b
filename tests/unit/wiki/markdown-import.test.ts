import { describe, expect, it } from 'vitest';
import { markdownToDocument } from '../../../contract/wiki-markdown';
import { toPlainText } from '../../../contract/wiki-text';
import { toMarkdown } from '../../../server/modules/wiki/markdown-export';
import { docFromProseMirror, toProseMirror } from '../../../server/modules/wiki/yjs-content';

const SAMPLE = `# 发布流程

先读 **设计文档**，再看 [评审纪要](https://wiki.example/review) 和 \`npm run build\`。  
第二行

## 步骤

1. 打包
2. 部署

- [x] 已评审
- [ ] 已上线

| 环境 | 地址 |
|---|---|
| 测试 | *10.0.0.1* |

\`\`\`ts
const a = 1 < 2 && 3 > 2;
\`\`\`

> 注意 ~~旧流程~~

---

![架构图](https://wiki.example/arch.png "总览")
`;

describe('Markdown into the editor document', () => {
  it('takes the top heading as the title and keeps every block and mark the editor knows', () => {
    const { title, doc } = markdownToDocument(SAMPLE);
    expect(title).toBe('发布流程');
    const types = (doc.content ?? []).map((node) => node.type);
    expect(types).toEqual(['paragraph', 'heading', 'orderedList', 'taskList', 'table', 'codeBlock', 'blockquote', 'horizontalRule', 'image']);
    const first = doc.content![0]!.content!;
    expect(first.find((node) => node.text === '设计文档')?.marks).toEqual([{ type: 'bold' }]);
    expect(first.find((node) => node.text === '评审纪要')?.marks).toEqual([{ type: 'link', attrs: { href: 'https://wiki.example/review' } }]);
    expect(first.find((node) => node.text === 'npm run build')?.marks).toEqual([{ type: 'code' }]);
    expect(first.some((node) => node.type === 'hardBreak')).toBe(true);
    expect(doc.content![3]!.content!.map((item) => item.attrs?.checked)).toEqual([true, false]);
    expect(doc.content![5]).toEqual({ type: 'codeBlock', attrs: { language: 'ts' }, content: [{ type: 'text', text: 'const a = 1 < 2 && 3 > 2;' }] });
    expect(doc.content![8]).toEqual({ type: 'image', attrs: { src: 'https://wiki.example/arch.png', alt: '架构图', title: '总览' } });
  });

  it('survives the trip through the editor’s Yjs layout unchanged, and exports back to the same Markdown', () => {
    const { doc } = markdownToDocument(SAMPLE);
    const yDoc = docFromProseMirror(doc);
    const read = toProseMirror(yDoc);
    expect(read).toEqual(doc);
    expect(toPlainText(read)).toContain('const a = 1 < 2 && 3 > 2;');
    expect(toMarkdown(read)).toContain('- [x] 已评审');
    expect(toMarkdown(read)).toContain('[评审纪要](https://wiki.example/review)');
  });

  it('imports nothing that can run: script, event handlers, javascript: links and images', () => {
    const { doc } = markdownToDocument(
      [
        '<script>alert(1)</script>',
        '',
        '<img src=x onerror="alert(2)"> 正文 <b onclick="alert(3)">粗</b>',
        '',
        '[点我](javascript:alert(4)) [also](JaVaScRiPt:alert(5)) [data](data:text/html,<script>alert(6)</script>)',
        '',
        '![x](javascript:alert(7))',
        '',
        '<iframe src="https://evil.example"></iframe>',
      ].join('\n'),
    );
    const json = JSON.stringify(doc);
    expect(json).not.toMatch(/javascript:|data:text|onerror|onclick|<script|<img|<iframe|alert\(1\)/i);
    expect(toPlainText(doc)).toContain('正文 粗');
    expect(toPlainText(doc)).toContain('点我 also data');
    const marks = JSON.stringify(doc).match(/"type":"link"/g);
    expect(marks).toBeNull();
  });

  it('gives an empty document for empty text, and no title without a top heading', () => {
    expect(markdownToDocument('')).toEqual({ title: null, doc: { type: 'doc' } });
    expect(markdownToDocument('正文\n\n# 不在开头').title).toBeNull();
  });
});
