import { describe, expect, it } from 'vitest';
import { looksLikeMarkdown, markdownToContent } from '../../../contract/wiki-markdown';

describe('Markdown pasted into the editor', () => {
  it('is told apart from plain prose', () => {
    for (const text of ['# 标题', '- 一项\n- 两项', '1. 打包\n2. 部署', '- [ ] 待办', '```\ncode\n```', '| a | b |\n|---|---|\n| 1 | 2 |', '见 [文档](https://x.example)', '这很 **重要**', '用 `npm ci` 安装', '> 引用', '参见 [[发布流程]]', 'an *emphasised* word']) {
      expect(looksLikeMarkdown(text), text).toBe(true);
    }
    for (const text of ['会议改到周三下午三点。', 'See https://example.com for details', '2 * 3 * 4 = 24', 'C# and F# are languages', 'price: 3-5 dollars']) {
      expect(looksLikeMarkdown(text), text).toBe(false);
    }
  });

  it('becomes headings, lists, task lists, code, tables, links and emphasis, the first heading kept', () => {
    const content = markdownToContent('# 上线\n\n先读 **设计** 和 *纪要*，见 [规范](https://wiki.example/rules)\n\n- 打包\n- 部署\n\n清单\n\n- [x] 备份\n\n```sh\nnpm run build\n```\n\n| 环境 | 地址 |\n|---|---|\n| 测试 | 10.0.0.1 |\n');
    expect(content.map((node) => node.type)).toEqual(['heading', 'paragraph', 'bulletList', 'paragraph', 'taskList', 'codeBlock', 'table']);
    expect(content[0]).toEqual({ type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: '上线' }] });
    expect(content[1]!.content).toEqual([
      { type: 'text', text: '先读 ' },
      { type: 'text', text: '设计', marks: [{ type: 'bold' }] },
      { type: 'text', text: ' 和 ' },
      { type: 'text', text: '纪要', marks: [{ type: 'italic' }] },
      { type: 'text', text: '，见 ' },
      { type: 'text', text: '规范', marks: [{ type: 'link', attrs: { href: 'https://wiki.example/rules' } }] },
    ]);
    expect(content[4]!.content![0]!.attrs).toEqual({ checked: true });
    expect(content[5]).toEqual({ type: 'codeBlock', attrs: { language: 'sh' }, content: [{ type: 'text', text: 'npm run build' }] });
  });

  it('is sanitised like an import: no link that runs, no raw HTML', () => {
    expect(markdownToContent('[x](javascript:alert(1))')).toEqual([{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }]);
    expect(markdownToContent('[y](JaVa\tScRiPt:alert(1)) ![p](data:image/svg+xml,<svg>)')).toEqual([{ type: 'paragraph', content: [{ type: 'text', text: '[y](JaVa\tScRiPt:alert(1)) p' }] }]);
    const html = JSON.stringify(markdownToContent('<script>alert(1)</script>\n\n<b onclick="x()">粗</b>'));
    expect(html).not.toMatch(/<script|onclick|alert/);
    expect(html).toContain('粗');
  });

  it('links [[Title]] to a page of that title when one exists', () => {
    const content = markdownToContent('见 [[发布流程]] 和 [[没有]]', (title) => (title === '发布流程' ? 7 : null));
    expect(content[0]!.content).toEqual([
      { type: 'text', text: '见 ' },
      { type: 'pageLink', attrs: { pageId: 7 } },
      { type: 'text', text: ' 和 [[没有]]' },
    ]);
  });
});
