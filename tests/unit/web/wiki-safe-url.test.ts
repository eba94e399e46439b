import { describe, expect, it } from 'vitest';
import { isSafeUrl } from '../../../src/features/wiki/safe-url';

describe('wiki link and image addresses', () => {
  it('accepts web and mail addresses and addresses on this site', () => {
    for (const url of ['https://example.com/a?b=1', 'http://intranet/wiki', 'MAILTO:ops@example.com', '/api/ms/doc/file/preview/3', '#setup']) {
      expect(isSafeUrl(url), url).toBe(true);
    }
  });

  it('refuses schemes that run or embed code, however they are disguised', () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'jav&#x09;ascript:alert(1)', 'data:text/html,<script>', 'vbscript:msgbox', '//evil.example/x', '', 'file:///etc/passwd']) {
      expect(isSafeUrl(url), JSON.stringify(url)).toBe(false);
    }
  });
});
