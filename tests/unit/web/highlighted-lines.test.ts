import { describe, expect, it } from 'vitest';
import { splitHighlightedLines } from '../../../src/ui/code/highlighted-lines';

describe('splitHighlightedLines', () => {
  it('gives one fragment per line', () => {
    expect(splitHighlightedLines('a\nb\n')).toEqual(['a', 'b', '']);
  });

  it('closes a token at the end of its line and reopens it on the next', () => {
    const html = '<span class="hljs-comment">/* one\ntwo */</span> x';
    expect(splitHighlightedLines(html)).toEqual(['<span class="hljs-comment">/* one</span>', '<span class="hljs-comment">two */</span> x']);
  });

  it('keeps nested tokens nested across lines', () => {
    const html = '<span class="a"><span class="b">1\n2</span>3</span>';
    expect(splitHighlightedLines(html)).toEqual(['<span class="a"><span class="b">1</span></span>', '<span class="a"><span class="b">2</span>3</span>']);
  });
});
