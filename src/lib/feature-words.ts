import type { Namespaces } from '../../i18n/i18n-types';

/**
 * The dictionaries' namespaces (i18n/<locale>/<namespace>/) that only one feature's screens read: they
 * load with that feature's chunks (`withWords`), not with the app. Words several features or the shell
 * read stay in the shared dictionary, and `server` is the server's alone.
 * tests/unit/web/feature-words.test.ts fails for a chunk that reads a namespace it does not load.
 */
export const FEATURE_WORDS = {
  branchAnalysis: ['branchAnalysis'],
  comments: ['comments'],
  codecheck: ['codecheckTasks', 'codecheckSettings', 'codecheckResults', 'qualityGate', 'settingsSections'],
  files: ['personalHome', 'keepOffline'],
  manage: ['manageBackoffice'],
  shareLinks: ['shareLinks'],
  notifications: ['notifications'],
  robots: ['notifyChannels'],
  upload: ['uploadPanel'],
  wiki: ['wikiHistory', 'wikiGrants'],
} as const satisfies Record<string, readonly Exclude<Namespaces, 'server'>[]>;

export type WordedFeature = keyof typeof FEATURE_WORDS;
