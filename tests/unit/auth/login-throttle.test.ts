import { describe, expect, it } from 'vitest';
import { loginThrottle } from '../../../server/auth/login-throttle';

describe('login throttle', () => {
  const limits = { perAccount: 3, perAddress: 5, windowMs: 60_000 };

  it('lets the address try again once its window has passed', () => {
    let now = 0;
    const throttle = loginThrottle(limits, () => now);
    for (let i = 0; i < 3; i++) throttle.recordFailure('198.51.100.1', 'li.na');
    expect(() => throttle.check('198.51.100.1', 'li.na')).toThrow();
    now = 59_999;
    expect(() => throttle.check('198.51.100.1', 'li.na')).toThrow();
    now = 60_000;
    expect(() => throttle.check('198.51.100.1', 'li.na')).not.toThrow();
  });

  it('treats account names without regard to case', () => {
    const throttle = loginThrottle(limits);
    for (let i = 0; i < 3; i++) throttle.recordFailure('198.51.100.1', i % 2 ? 'Li.Na' : 'li.na');
    expect(() => throttle.check('198.51.100.1', 'LI.NA')).toThrow();
  });

  it('forgets an address and account after a right password, but not the address overall', () => {
    const throttle = loginThrottle(limits);
    for (let i = 0; i < 2; i++) throttle.recordFailure('198.51.100.1', 'li.na');
    throttle.recordSuccess('198.51.100.1', 'li.na');
    for (let i = 0; i < 2; i++) throttle.recordFailure('198.51.100.1', 'li.na');
    expect(() => throttle.check('198.51.100.1', 'li.na')).not.toThrow();
    throttle.recordFailure('198.51.100.1', 'zhao.lei');
    expect(() => throttle.check('198.51.100.1', 'wang.fang')).toThrow();
  });
});
