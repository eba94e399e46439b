import { describe, expect, it } from 'vitest';
import { formatTimeRemaining } from '../../../src/features/upload/format';

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
