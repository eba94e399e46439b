import { describe, expect, it } from 'vitest';
import { formatSize, formatTimeRemaining } from '../../../src/features/upload/format';

describe('sizes in the upload list', () => {
  it('reads in bytes, KB, MB and GB', () => {
    expect(formatSize(0)).toEqual({ key: 'bytes', value: 0 });
    expect(formatSize(1023)).toEqual({ key: 'bytes', value: 1023 });
    expect(formatSize(1536)).toEqual({ key: 'kb', value: 2 });
    expect(formatSize(10 * 1024 * 1024)).toEqual({ key: 'mb', value: 10 });
    expect(formatSize(1.25 * 1024 * 1024)).toEqual({ key: 'mb', value: 1.3 });
    expect(formatSize(3.5 * 1024 ** 3)).toEqual({ key: 'gb', value: 3.5 });
    expect(formatSize(5000 * 1024 ** 3)).toEqual({ key: 'gb', value: 5000 });
  });

  it('moves to the next unit when rounding would reach 1024', () => {
    expect(formatSize(1024 * 1024 - 1)).toEqual({ key: 'mb', value: 1 });
    expect(formatSize(1024 ** 3 - 1)).toEqual({ key: 'gb', value: 1 });
  });
});

describe('time remaining', () => {
  it('reads in the largest whole unit: years, days, hours, minutes or seconds', () => {
    expect(formatTimeRemaining(2 * 365 * 86_400 + 5)).toEqual({ key: 'years', value: 2 });
    expect(formatTimeRemaining(3 * 86_400 + 7200)).toEqual({ key: 'days', value: 3 });
    expect(formatTimeRemaining(7199)).toEqual({ key: 'hours', value: 1 });
    expect(formatTimeRemaining(61)).toEqual({ key: 'minutes', value: 1 });
    expect(formatTimeRemaining(59.9)).toEqual({ key: 'seconds', value: 59 });
    expect(formatTimeRemaining(0.4)).toEqual({ key: 'seconds', value: 0 });
  });
});
