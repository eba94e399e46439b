import { errors } from '../errors';

interface LoginThrottleLimits {
  /** Failed sign-ins one address may make on one account in a window. */
  perAccount: number;
  /** Failed sign-ins one address may make across all accounts in a window (one password sprayed over many accounts). */
  perAddress: number;
  windowMs: number;
}

/**
 * Where failure counts live: this process's memory, or Redis so that every app instance behind one
 * address counts the same failures (`redisThrottleStore`).
 */
export interface ThrottleStore {
  /** Failures counted under `key` in its current window. */
  count(key: string): Promise<number>;
  /** Counts one failure; the first one of a window starts it, `windowMs` long. */
  bump(key: string, windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
}

// Bounds memory under an attack from very many addresses; the oldest windows go first.
const MAX_COUNTERS = 100_000;

export function memoryThrottleStore(now = () => Date.now()): ThrottleStore {
  const counters = new Map<string, { failures: number; resetAt: number }>();
  const current = (key: string) => {
    const counter = counters.get(key);
    if (counter && counter.resetAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return counter;
  };
  return {
    async count(key) {
      return current(key)?.failures ?? 0;
    },
    async bump(key, windowMs) {
      const counter = current(key);
      if (counter) return void (counter.failures += 1);
      if (counters.size >= MAX_COUNTERS) counters.delete(counters.keys().next().value!);
      counters.set(key, { failures: 1, resetAt: now() + windowMs });
    },
    async clear(key) {
      counters.delete(key);
    },
  };
}

/**
 * Counts failed sign-ins, not attempts: a person who types the right password from an address that
 * has not been failing always gets in, even when someone elsewhere is guessing their password, while
 * an address that keeps failing is refused (right password or not) until its window ends.
 */
export function loginThrottle(limitsOrSource: LoginThrottleLimits | (() => Promise<LoginThrottleLimits>), store: ThrottleStore = memoryThrottleStore()) {
  // Asked on each sign-in, so a changed setting applies at once.
  const limitsNow = typeof limitsOrSource === 'function' ? limitsOrSource : async () => limitsOrSource;
  const addressKey = (address: string) => `a|${address}`;
  const accountKey = (address: string, account: string) => `u|${address}|${account.toLowerCase()}`;

  return {
    /** Throws 429 when this address has failed too often, overall or on this account. */
    async check(address: string, account: string) {
      const limits = await limitsNow();
      const [byAddress, byAccount] = await Promise.all([store.count(addressKey(address)), store.count(accountKey(address, account))]);
      if (byAddress >= limits.perAddress || byAccount >= limits.perAccount) throw errors.tooManyRequests();
    },
    async recordFailure(address: string, account: string) {
      const limits = await limitsNow();
      await Promise.all([store.bump(addressKey(address), limits.windowMs), store.bump(accountKey(address, account), limits.windowMs)]);
    },
    async recordSuccess(address: string, account: string) {
      await store.clear(accountKey(address, account));
    },
  };
}
