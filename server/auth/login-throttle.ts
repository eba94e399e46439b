import { errors } from '../errors';

interface LoginThrottleLimits {
  /** Failed sign-ins one address may make on one account in a window. */
  perAccount: number;
  /** Failed sign-ins one address may make across all accounts in a window (one password sprayed over many accounts). */
  perAddress: number;
  windowMs: number;
}

interface Counter {
  failures: number;
  resetAt: number;
}

// Bounds memory under an attack from very many addresses; the oldest windows go first.
const MAX_COUNTERS = 100_000;

/**
 * Counts failed sign-ins, not attempts: a person who types the right password from an address that
 * has not been failing always gets in, even when someone elsewhere is guessing their password, while
 * an address that keeps failing is refused (right password or not) until its window ends.
 */
export function loginThrottle(limits: LoginThrottleLimits, now = () => Date.now()) {
  const counters = new Map<string, Counter>();

  const current = (key: string): Counter | undefined => {
    const counter = counters.get(key);
    if (counter && counter.resetAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return counter;
  };

  const bump = (key: string) => {
    const counter = current(key);
    if (counter) return void (counter.failures += 1);
    if (counters.size >= MAX_COUNTERS) counters.delete(counters.keys().next().value!);
    counters.set(key, { failures: 1, resetAt: now() + limits.windowMs });
  };

  const addressKey = (address: string) => `a|${address}`;
  const accountKey = (address: string, account: string) => `u|${address}|${account.toLowerCase()}`;

  return {
    /** Throws 429 when this address has failed too often, overall or on this account. */
    check(address: string, account: string) {
      const byAddress = current(addressKey(address))?.failures ?? 0;
      const byAccount = current(accountKey(address, account))?.failures ?? 0;
      if (byAddress >= limits.perAddress || byAccount >= limits.perAccount) throw errors.tooManyRequests();
    },
    recordFailure(address: string, account: string) {
      bump(addressKey(address));
      bump(accountKey(address, account));
    },
    recordSuccess(address: string, account: string) {
      counters.delete(accountKey(address, account));
    },
  };
}
