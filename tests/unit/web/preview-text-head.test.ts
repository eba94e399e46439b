import { afterEach, describe, expect, it, vi } from 'vitest';
import { charsetOf, fetchTextHead } from '../../../src/features/preview/api/file-bytes';
import { gbk } from '../../fixtures/gbk';

describe('reading a text preview in the encoding the server names', () => {
  afterEach(() => vi.unstubAllGlobals());

  const serving = (bytes: Uint8Array<ArrayBuffer>, contentType: string) => vi.stubGlobal('fetch', async () => new Response(bytes, { headers: { 'content-type': contentType } }));

  it('reads a GB18030 preview as the Chinese it is', async () => {
    const bytes = gbk('会议纪要：下周一上线。');
    serving(bytes, 'text/plain; charset=gb18030');
    expect(await fetchTextHead('/preview', bytes.length)).toEqual({ text: '会议纪要：下周一上线。', truncated: false });
  });

  it('reads UTF-8 when the type names it or names nothing it knows', async () => {
    serving(new TextEncoder().encode('设计评审'), 'text/plain; charset=utf-8');
    expect((await fetchTextHead('/preview', 12)).text).toBe('设计评审');
    expect(charsetOf('text/plain')).toBe('utf-8');
    expect(charsetOf('text/plain; charset="x-unknown"')).toBe('utf-8');
    expect(charsetOf('text/plain;charset=GB18030')).toBe('gb18030');
  });
});
