import { SCAN_FAILURES, type ScanFailure, type ScanFailureCode, scanFailure } from '../../../contract/codecheck-codes';
import type { Locale } from '../../../contract/constants';
import { CheckoutError, type CheckoutFailure } from '../../analysis/checkout';
import type { ToolStatus } from '../../analysis/engine';
import { repoHost } from '../../analysis/repo-url-policy';
import { isMessageKey, type MessageKey, translate } from '../../i18n/messages';

/**
 * Why a scan or one of its steps failed, kept as a code with parameters in the message columns of
 * builds and build_steps, so every reader is told in their language. What git or a tool said stays in
 * the server log, except a tool's own error, which the task's administrators may read.
 */

const DETAIL_MAX = 2000;

const CHECKOUT_CODES: Record<CheckoutFailure, ScanFailureCode> = {
  checkoutFailed: 'repoUnreachable',
  checkoutTooLarge: 'repoTooLarge',
  checkoutRefused: 'repoNotAllowed',
  checkoutBadBranch: 'invalidBranch',
  checkoutAuthFailed: 'repoAuthFailed',
  checkoutBranchNotFound: 'repoBranchNotFound',
  checkoutCommitNotOnBranch: 'commitNotOnBranch',
  checkoutNotFound: 'repoNotFound',
};

const WORDS: Record<ScanFailureCode, MessageKey> = {
  repoLocalNotAllowed: 'scanRepoLocalNotAllowed',
  repoHostNotAllowed: 'scanRepoHostNotAllowed',
  repoNotAllowed: 'repoNotAllowed',
  repoAuthFailed: 'repoAuthFailed',
  repoNotFound: 'repoNotFound',
  repoUnreachable: 'repoUnreachable',
  repoBranchNotFound: 'repoBranchNotFound',
  commitNotOnBranch: 'scanCommitNotOnBranch',
  repoTooLarge: 'repoTooLarge',
  invalidBranch: 'invalidBranch',
  toolMissing: 'scanToolMissing',
  toolCrashed: 'scanToolCrashed',
  toolTimedOut: 'scanToolTimedOut',
  toolIngestOnly: 'scanToolIngestOnly',
  stopped: 'scanStopped',
  interrupted: 'scanInterrupted',
  failed: 'scanFailed',
};

/** The message a failed checkout is worded with. */
export function checkoutMessage(failure: CheckoutFailure): MessageKey {
  return WORDS[CHECKOUT_CODES[failure]];
}

/** A checkout that failed: a refused URL says which rule refused it, so the hint can name the setting. */
export function checkoutFailure(error: unknown, url: string): ScanFailure {
  if (!(error instanceof CheckoutError)) return { code: 'failed', params: {} };
  if (error.key === 'checkoutRefused' && error.refusal === 'localPath') return { code: 'repoLocalNotAllowed', params: {} };
  if (error.key === 'checkoutRefused' && error.refusal === 'privateHost') return { code: 'repoHostNotAllowed', params: { host: repoHost(url) } };
  return { code: CHECKOUT_CODES[error.key], params: {} };
}

/** A tool that did not run to the end. */
export function toolFailure(status: ToolStatus): ScanFailure {
  const params = { tool: status.tool };
  if (status.reason === 'missing') return { code: 'toolMissing', params };
  if (status.reason === 'ingestOnly') return { code: 'toolIngestOnly', params };
  if (status.reason === 'timedOut') return { code: 'toolTimedOut', params: { ...params, minutes: Math.max(1, Math.round((status.timeoutMs ?? 0) / 60_000)) } };
  return { code: 'toolCrashed', params, ...(status.error ? { detail: status.error.slice(0, DETAIL_MAX) } : {}) };
}

export function storedFailure(failure: ScanFailure): string {
  return JSON.stringify(failure);
}

// Builds failed before failures were stored as codes kept a message key or a sentence.
const LEGACY_KEYS: Partial<Record<MessageKey, ScanFailureCode>> = {
  repoUnreachable: 'repoUnreachable',
  repoTooLarge: 'repoTooLarge',
  repoNotAllowed: 'repoNotAllowed',
  invalidBranch: 'invalidBranch',
  repoAuthFailed: 'repoAuthFailed',
  repoBranchNotFound: 'repoBranchNotFound',
};

function legacyFailure(message: string): ScanFailure {
  const key = isMessageKey(message) ? LEGACY_KEYS[message] : undefined;
  if (key) return { code: key, params: {} };
  const stoppedBy = /^stopped by (.+)$/.exec(message)?.[1];
  if (stoppedBy) return { code: 'stopped', params: { by: stoppedBy } };
  if (/restart/.test(message)) return { code: 'interrupted', params: {} };
  return { code: 'failed', params: {}, detail: message.slice(0, DETAIL_MAX) };
}

/** The failure a message column holds, whichever way it was written. */
export function readFailure(message: string | null): ScanFailure | null {
  if (message === null || message === '') return null;
  if (message.startsWith('{')) {
    try {
      const parsed = scanFailure.safeParse(JSON.parse(message));
      if (parsed.success && SCAN_FAILURES.includes(parsed.data.code)) return parsed.data;
    } catch {
      // Not JSON after all: an old free-text message.
    }
  }
  return legacyFailure(message);
}

/** The failure as a person reads it in the answer, and as a client words it itself. */
export function presentFailure(failure: ScanFailure | null, locale: Locale, mayReadDetail: boolean) {
  if (!failure) return { words: null, failure: null };
  const { detail, ...rest } = failure;
  return {
    words: translate(locale, WORDS[failure.code], failure.params),
    failure: mayReadDetail && detail ? { ...rest, detail } : rest,
  };
}
