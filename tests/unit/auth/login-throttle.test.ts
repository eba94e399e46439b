import { describe, expect, it } from 'vitest';
import { loginThrottle, memoryThrottleStore } from '../../../server/auth/login-throttle';

describe('login throttle', () => {
  const limits = { perAccount: 3, perAddress: 5, windowMs: 60_000 };

  it('lets the address try again once its window has passed', async () => {
    let now = 0;
    const throttle = loginThrottle(limits, memoryThrottleStore(() => now));
    for (let i = 0; i < 3; i++) await throttle.recordFailure('198.51.100.1', 'li.na');
    await expect(throttle.check('198.51.100.1', 'li.na')).rejects.toThrow();
    now = 59_999;
    await expect(throttle.check('198.51.100.1', 'li.na')).rejects.toThrow();
    now = 60_000;
    await expect(throttle.check('198.51.100.1', 'li.na')).resolves.toBeUndefined();
  });

  it('treats account names without regard to case', async () => {
    const throttle = loginThrottle(limits);
    for (let i = 0; i < 3; i++) await throttle.recordFailure('198.51.100.1', i % 2 ? 'Li.Na' : 'li.na');
    await expect(throttle.check('198.51.100.1', 'LI.NA')).rejects.toThrow();
  });

  it('forgets an address and account after a right password, but not the address overall', async () => {
    const throttle = loginThrottle(limits);
    for (let i = 0; i < 2; i++) await throttle.recordFailure('198.51.100.1', 'li.na');
    await throttle.recordSuccess('198.51.100.1', 'li.na');
    for (let i = 0; i < 2; i++) await throttle.recordFailure('198.51.100.1', 'li.na');
    await expect(throttle.check('198.51.100.1', 'li.na')).resolves.toBeUndefined();
    await throttle.recordFailure('198.51.100.1', 'zhao.lei');
    await expect(throttle.check('198.51.100.1', 'wang.fang')).rejects.toThrow();
  });
});
