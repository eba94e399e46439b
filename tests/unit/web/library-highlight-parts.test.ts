import { describe, expect, it } from 'vitest';
import { decodeEntities, highlightParts } from '../../../src/ui/highlight-parts';

describe('highlighted search snippets', () => {
  it('split the marked words from the text around them', () => {
    expect(highlightParts('hello <mark>设计</mark>评审 world')).toEqual([
      { text: 'hello ', mark: false },
      { text: '设计', mark: true },
      { text: '评审 world', mark: false },
    ]);
  });

  it('keep several marks and marks at either end', () => {
    expect(highlightParts('<mark>a</mark> and <mark>b</mark>')).toEqual([
      { text: 'a', mark: true },
      { text: ' and ', mark: false },
      { text: 'b', mark: true },
    ]);
  });

  it('turn escaped characters back into text, never into markup', () => {
    const parts = highlightParts('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; <mark>&#39;q&#39;</mark>');
    expect(parts).toEqual([
      { text: '<script>alert("x")</script> & ', mark: false },
      { text: "'q'", mark: true },
    ]);
  });

  it('leave any other tag as literal text', () => {
    expect(highlightParts('<b>bold</b>')).toEqual([{ text: '<b>bold</b>', mark: false }]);
  });

  it('give nothing for an empty snippet', () => {
    expect(highlightParts('')).toEqual([]);
  });

  it('decode numeric entities and keep unknown ones as they are', () => {
    expect(decodeEntities('&#x4E2D;&#25991; &bogus; &#99999999;')).toBe('中文 &bogus; &#99999999;');
  });
});

describe('highlighted pieces side by side', () => {
  it('join touching marks into one, so a title is never shown in pieces', () => {
    expect(highlightParts('<mark>评审</mark><mark>会议</mark>纪要')).toEqual([
      { text: '评审会议', mark: true },
      { text: '纪要', mark: false },
    ]);
  });

  it('drop empty marks and join the text around them', () => {
    expect(highlightParts('设计<mark></mark>评审')).toEqual([{ text: '设计评审', mark: false }]);
  });
});
