import { UploadFailure } from './protocol';
import type { UploadError } from './types';

/** Which failures are worth another try, and how long to wait before it. */

const TEMPORARY_STATUSES: ReadonlySet<number> = new Set([408, 425, 429]);

export function failureDetail(error: unknown): UploadError {
  if (error instanceof UploadFailure) return error.detail;
  return { kind: 'network', message: error instanceof Error ? error.message : undefined };
}

/** No answer, a timeout, 'slow down', or a 5xx the spec does not call permanent (a restarting server). */
export function isTemporary(detail: UploadError, permanentErrors: readonly number[]): boolean {
  if (detail.kind === 'network') return true;
  if (detail.kind !== 'server' || detail.status === undefined) return false;
  if (permanentErrors.includes(detail.status)) return false;
  return TEMPORARY_STATUSES.has(detail.status) || detail.status >= 500;
}

interface BackoffOptions {
  retryDelayMs: number;
  maxRetryDelayMs: number;
  online: boolean;
}

/**
 * Exponential backoff with jitter, so the clients of a restarting server do not all return at once, and
 * never sooner than a Retry-After asks. Offline, wait the longest: `resume()` on `online` cuts it short.
 */
export function retryDelay(failures: number, error: unknown, options: BackoffOptions): number {
  if (!options.online) return options.maxRetryDelayMs;
  const asked = error instanceof UploadFailure && error.retryAfter !== null ? error.retryAfter * 1000 : 0;
  const backoff = Math.min(options.maxRetryDelayMs, options.retryDelayMs * 2 ** Math.max(0, failures - 1));
  return Math.max(asked, backoff * (0.5 + Math.random() * 0.5));
}
