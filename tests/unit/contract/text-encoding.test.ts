import { describe, expect, it } from 'vitest';
import { decodeText, detectCharset } from '../../../contract/text-encoding';
import { gbk } from '../../fixtures/gbk';

describe('telling the encoding of a text file from its bytes', () => {
  const utf8 = (text: string) => new TextEncoder().encode(text);

  it('reads UTF-8 with or without a byte order mark', () => {
    expect(decodeText(utf8('姓名,部门'))).toBe('姓名,部门');
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('姓名')]))).toBe('姓名');
  });

  it('reads UTF-16 by its byte order mark, either way round', () => {
    expect(detectCharset(new Uint8Array([0xff, 0xfe, 0xd3, 0x59]))).toBe('utf-16le');
    expect(decodeText(new Uint8Array([0xfe, 0xff, 0x59, 0xd3]))).toBe('姓');
  });

  it('reads a GBK file as GB18030, of which GBK is a part', () => {
    expect(detectCharset(gbk('账号,姓名\nsun.li,孙丽'))).toBe('gb18030');
    expect(decodeText(gbk('账号,姓名\nsun.li,孙丽'))).toBe('账号,姓名\nsun.li,孙丽');
  });

  it('keeps a UTF-8 file UTF-8 when only its first part is read and a character is cut at the end', () => {
    expect(detectCharset(utf8('设计评审').subarray(0, 10))).toBe('utf-8');
  });

  it('falls back to UTF-8 for bytes that are neither, so what cannot be read shows as such', () => {
    expect(detectCharset(new Uint8Array([0x80, 0xff, 0xff]))).toBe('utf-8');
  });
});
