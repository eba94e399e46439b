import { QueryClient } from '@tanstack/react-query';
import { ApiError, isCancelled, isUnreachable } from './api-error';

/** How long data read once stays usable offline; the persisted cache expires with it. */
export const CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * How long an answer counts as fresh for queries that are otherwise asked again on every showing: long
 * enough that the screen mounting just after its route's loader fetched it does not fetch it a second time.
 */
export const JUST_LOADED_MS = 2_000;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** `false` keeps a query out of the offline cache (it must be asked again in every visit). */
      persist?: boolean;
    };
  }
}

/**
 * Cancelled calls are nobody's failure and a 4xx answer will not change by asking again; a 5xx
 * answer is worth two more tries. A server out of reach is waited for: the failed call marks the
 * client offline, so the retry pauses (keeping the data it has, without turning into an error) and
 * goes on by itself when the server answers again. Queries that run whatever the network
 * (`networkMode: 'always'`) never pause and set their own `retry`.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isCancelled(error)) return false;
  if (isUnreachable(error)) return true;
  if (error instanceof ApiError && error.httpStatus !== undefined && error.httpStatus < 500) return false;
  return failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Restored data is dropped when gcTime is shorter than the persister's max age.
        gcTime: CACHE_MAX_AGE_MS,
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
