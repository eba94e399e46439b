import { describe, expect, it } from 'vitest';
import { isKnownSpeed, secondsRemaining } from '../../../src/features/upload/estimate';

describe('the time an upload has left', () => {
  it('is unknown until a speed of at least a byte a second is known', () => {
    expect(secondsRemaining(10 * 1024 * 1024, 0, 0)).toBeNull();
    // A speed that would read '0 B/s' gives no estimate (it would be years).
    expect(secondsRemaining(10 * 1024 * 1024, 0.4, 0.2)).toBeNull();
    expect(isKnownSpeed(0.99)).toBe(false);
    expect(isKnownSpeed(1)).toBe(true);
  });

  it('uses the current speed, and the average while the current window is empty', () => {
    expect(secondsRemaining(1000, 100, 50)).toBe(10);
    expect(secondsRemaining(1000, 0, 50)).toBe(20);
    expect(secondsRemaining(1000, 0.5, 50)).toBe(20);
  });

  it('never goes below zero', () => {
    expect(secondsRemaining(-10, 100, 100)).toBe(0);
  });
});
