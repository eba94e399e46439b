import { describe, expect, it } from 'vitest';
import { escapeHtml, highlight, snippet } from '../../../server/modules/search/highlight';
import { queryTerms } from '../../../server/modules/search-index/segmenter';

/** The server's highlighting of one search box entry, with the words the search itself uses. */
const mark = (text: string, keyword: string) => highlight(text, keyword, queryTerms(keyword));

describe('highlighting search matches', () => {
  it('escapes HTML and marks each match, case-insensitively', () => {
    expect(mark('<b>Review</b> & review', 'review')).toBe('&lt;b&gt;<mark>Review</mark>&lt;/b&gt; &amp; <mark>review</mark>');
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
  });

  it('treats the entry as text, not a pattern', () => {
    expect(highlight('a.b axb', 'a.b')).toBe('<mark>a.b</mark> axb');
  });

  it('marks the whole entry in one piece where it occurs, not its words one by one', () => {
    expect(mark('2026 设计评审纪要.md', '设计评审')).toBe('2026 <mark>设计评审</mark>纪要.md');
    expect(mark('Design Review notes', 'design review')).toBe('<mark>Design Review</mark> notes');
  });

  it('joins words that touch into one mark, so a title is never shown in pieces', () => {
    expect(mark('评审会议纪要', '会议 评审')).toBe('<mark>评审会议</mark>纪要');
  });

  it('marks a Latin word only whole, as the index matches it', () => {
    expect(mark('function on top', 'top on')).toBe('function <mark>on</mark> <mark>top</mark>');
    expect(mark('stop the laptop', 'top on')).toBe('stop the laptop');
  });

  it('marks no single character of a longer entry', () => {
    // The segmenter cuts this entry into words of one and two characters; the lone character is noise.
    expect(queryTerms('数据库 a')).toContain('a');
    const marked = mark('a 数据 and a 库 of 数据库', '数据库 a');
    expect(marked).toBe('a <mark>数据</mark> and a 库 of <mark>数据库</mark>');
    expect(marked.match(/<mark>[^<]<\/mark>/g)).toBeNull();
  });

  it('marks a single character when that is the whole entry', () => {
    expect(mark('库存与书库', '库')).toBe('<mark>库</mark>存与书<mark>库</mark>');
  });

  it('cuts a passage around the first match with ellipses', () => {
    const content = `${'前'.repeat(200)}设计评审${'后'.repeat(200)}`;
    const passage = snippet(content, '评审', ['评审'], 60);
    expect(passage.startsWith('…')).toBe(true);
    expect(passage.endsWith('…')).toBe(true);
    expect(passage).toContain('设计<mark>评审</mark>');
    expect(passage.replace(/<\/?mark>/g, '').replace(/…/g, '')).toHaveLength(60);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const content = `${'😀'.repeat(30)}key${'😀'.repeat(30)}`;
    const passage = snippet(content, 'key', ['key'], 21);
    expect(passage).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
  });

  it('shows a passage in the normalised form the index holds, marked for an entry typed in either form', () => {
    expect(snippet('项目⾥程碑：11⽉20⽇完成', '11月20日', queryTerms('11月20日'), 40)).toBe('项目里程碑：<mark>11月20日</mark>完成');
    expect(snippet('发布日期 11月20日', '１１月２０日', queryTerms('１１月２０日'), 40)).toBe('发布日期 <mark>11月20日</mark>');
    expect(mark('ＡＢＣ计划.docx', 'ＡＢＣ')).toBe('<mark>ＡＢＣ</mark>计划.docx');
  });

  it('gives nothing when no term occurs', () => {
    expect(snippet('nothing here', 'absent', ['absent'], 40)).toBe('');
  });
});
