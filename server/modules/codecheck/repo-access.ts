import { CheckoutError, remoteFor } from '../../analysis/checkout';
import { type RepoUrlPolicy, splitUrlCredentials } from '../../analysis/repo-url-policy';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import type { MessageKey } from '../../i18n/messages';
import { codecheckErrors } from './codecheck-errors';
import { checkoutMessage } from './scan-failure';

/** Where the reason a repository could not be used goes: the server log, never the person asking. */
export interface RepoLog {
  warn(detail: object, message: string): void;
}

/**
 * Where repositories may come from. With `settings` (the security settings) the hosts and roots are read on
 * each use, so a change made in the back office applies to the next check; otherwise the environment's.
 */
export function repoPolicyOf(config: Config, settings?: () => { repoLocalRoots: string[]; repoAllowedHosts: string[] }): RepoUrlPolicy {
  if (!settings) return { localRoots: config.repoLocalRoots, allowedHosts: config.repoAllowedHosts, dataDir: config.dataDir };
  return {
    get localRoots() {
      return settings().repoLocalRoots;
    },
    get allowedHosts() {
      return settings().repoAllowedHosts;
    },
    dataDir: config.dataDir,
  };
}

/**
 * What a person is told about a failed git call: one of a few fixed messages, whatever git said, worded
 * as a scan's failure is. Whether a repository exists is told only about one already allowed (a scan),
 * never here, where any address may be tried.
 */
export function repoFailureKey(error: unknown): MessageKey {
  if (!(error instanceof CheckoutError) || error.key === 'checkoutNotFound') return 'repoUnreachable';
  return checkoutMessage(error.key);
}

/** Logs a failed git call in full and returns the generic error to answer with. */
export function repoFailure(error: unknown, log: RepoLog, context: object = {}): AppError {
  log.warn({ ...context, reason: error instanceof Error ? error.message : String(error) }, 'repository could not be used');
  return codecheckErrors.repository(repoFailureKey(error));
}

/** Refuses, before anything is saved, a repository the task's creator could not read without the server. */
export async function assertRepositoryAllowed(url: string, policy: RepoUrlPolicy, log: RepoLog): Promise<void> {
  try {
    await remoteFor(url, policy);
  } catch (error) {
    if (!(error instanceof CheckoutError)) throw error;
    throw repoFailure(error, log, { url: splitUrlCredentials(url).url });
  }
}
