import { describe, expect, it } from 'vitest';
import { escapeHtml, highlight, snippet } from '../../../server/modules/search/highlight';

describe('highlighting search matches', () => {
  it('escapes HTML and marks each match, case-insensitively', () => {
    expect(highlight('<b>Review</b> & review', ['review'])).toBe('&lt;b&gt;<mark>Review</mark>&lt;/b&gt; &amp; <mark>review</mark>');
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
  });

  it('treats terms as text, not patterns', () => {
    expect(highlight('a.b axb', ['a.b'])).toBe('<mark>a.b</mark> axb');
  });

  it('cuts a passage around the first match with ellipses', () => {
    const content = `${'前'.repeat(200)}设计评审${'后'.repeat(200)}`;
    const passage = snippet(content, ['评审'], 60);
    expect(passage.startsWith('…')).toBe(true);
    expect(passage.endsWith('…')).toBe(true);
    expect(passage).toContain('设计<mark>评审</mark>');
    expect(passage.replace(/<\/?mark>/g, '').replace(/…/g, '')).toHaveLength(60);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const content = `${'😀'.repeat(30)}key${'😀'.repeat(30)}`;
    const passage = snippet(content, ['key'], 21);
    expect(passage).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
  });

  it('gives nothing when no term occurs', () => {
    expect(snippet('nothing here', ['absent'], 40)).toBe('');
  });
});
