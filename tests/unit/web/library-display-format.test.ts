import { describe, expect, it } from 'vitest';
import { formatBytes, formatDateTime } from '../../../src/lib/display-format';

describe('sizes and times for people', () => {
  it('shows whole bytes below a kilobyte and one decimal above', () => {
    expect(formatBytes(0, 'en')).toBe('0 bytes');
    expect(formatBytes(24, 'en')).toBe('24 bytes');
    expect(formatBytes(24, 'zh-CN')).toBe('24字节');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(formatBytes(3.25 * 1024 ** 3, 'en')).toBe('3.3 GB');
  });

  it('moves a value that rounds up to 1024 into the next unit', () => {
    expect(formatBytes(1024 * 1024 - 1, 'en')).toBe('1 MB');
  });

  it('never shows a negative size', () => {
    expect(formatBytes(-5, 'en')).toBe('0 bytes');
  });

  it('writes the date and time in the reader’s language', () => {
    const moment = Date.UTC(2026, 2, 5, 6, 7);
    expect(formatDateTime(moment, 'zh-CN')).toMatch(/2026年3月5日/);
    expect(formatDateTime(moment, 'en')).toMatch(/Mar 5, 2026/);
  });
});
