import { describe, expect, it } from 'vitest';
import { formatBytes, formatDateTime } from '../../../src/lib/display-format';

describe('sizes and times for people', () => {
  it('writes sizes in B, KB, MB, GB and TB of 1024, the same in both languages', () => {
    for (const locale of ['zh-CN', 'en']) {
      expect(formatBytes(0, locale)).toBe('0 B');
      expect(formatBytes(24, locale)).toBe('24 B');
      expect(formatBytes(1023, locale)).toBe('1,023 B');
      expect(formatBytes(1024, locale)).toBe('1 KB');
      expect(formatBytes(1536, locale)).toBe('1.5 KB');
      expect(formatBytes(5 * 1024 * 1024, locale)).toBe('5 MB');
      expect(formatBytes(3.25 * 1024 ** 3, locale)).toBe('3.3 GB');
      expect(formatBytes(2 * 1024 ** 4, locale)).toBe('2 TB');
    }
  });

  it('moves a value that rounds up to 1024 into the next unit', () => {
    expect(formatBytes(1024 * 1024 - 1, 'en')).toBe('1 MB');
    expect(formatBytes(1024 ** 3 - 1, 'zh-CN')).toBe('1 GB');
  });

  it('never shows a negative or broken size', () => {
    expect(formatBytes(-5, 'en')).toBe('0 B');
    expect(formatBytes(Number.NaN, 'zh-CN')).toBe('0 B');
  });

  it('writes the date and time in the reader’s language', () => {
    const moment = Date.UTC(2026, 2, 5, 6, 7);
    expect(formatDateTime(moment, 'zh-CN')).toMatch(/2026年3月5日/);
    expect(formatDateTime(moment, 'en')).toMatch(/Mar 5, 2026/);
  });
});
