import type { Redis } from 'ioredis';
import type { ThrottleStore } from './login-throttle';

/**
 * Failure counts in Redis, shared by every app instance: a guesser spreading attempts over the
 * instances behind a load balancer meets one limit. Each key expires with its window.
 */
export function redisThrottleStore(redis: Redis, prefix: string): ThrottleStore {
  const name = (key: string) => `${prefix}:login-throttle:${key}`;
  return {
    async count(key) {
      return Number((await redis.get(name(key))) ?? 0);
    },
    async bump(key, windowMs) {
      // The window starts with its first failure: NX leaves a running window's expiry alone.
      await redis.multi().incr(name(key)).pexpire(name(key), windowMs, 'NX').exec();
    },
    async clear(key) {
      await redis.del(name(key));
    },
  };
}
