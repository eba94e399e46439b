import type { ThrottleStore } from '../auth/login-throttle';
import type { WorkerLink } from './worker-link';

/** The requests by which workers count failed sign-ins in the primary's memory. */
export const THROTTLE_REQUEST = { count: 'throttle:count', bump: 'throttle:bump', clear: 'throttle:clear' } as const;

/**
 * Failed sign-ins counted once for all workers of this server when there is no Redis: a guesser whose
 * attempts land on different workers meets one limit. The primary holds the counts (`runPrimary`).
 */
export function clusterThrottleStore(link: WorkerLink): ThrottleStore {
  return {
    count: (key) => link.request<number>('primary', THROTTLE_REQUEST.count, { key }),
    bump: (key, windowMs) => link.request<void>('primary', THROTTLE_REQUEST.bump, { key, windowMs }),
    clear: (key) => link.request<void>('primary', THROTTLE_REQUEST.clear, { key }),
  };
}
