/**
 * The audit: what people read and how they came in, beside the operation records of the libraries and the
 * back office. A module of its own, free of zod, so a screen can list the actions without pulling the
 * shell's constants up. Every code here differs from the libraries' and the back office's codes, so a code
 * names one action of one source.
 */
export const AUDIT_ACTIONS = [
  'SIGN_IN',
  'SIGN_IN_OIDC',
  'SIGN_IN_FAILED',
  'SIGN_OUT',
  'FILE_DOWNLOAD',
  'FOLDER_DOWNLOAD',
  'FILE_PREVIEW',
  'OFFICE_OPEN',
  'ACCESS_TOKEN_CREATE',
  'ACCESS_TOKEN_REVOKE',
  'ACCESS_TOKEN_USE',
  'PAGE_CREATE',
  'PAGE_RENAME',
  'PAGE_MOVE',
  'PAGE_DELETE',
  'PAGE_RESTORE',
  'PAGE_IMPORT',
  'PAGE_EXPORT',
  'WIKI_EXPORT',
  'PAGE_EDIT',
  'PAGE_VERSION_TAKE',
  'PAGE_VERSION_RESTORE',
  'PAGE_GRANT_ADD',
  'PAGE_GRANT_CHANGE',
  'PAGE_GRANT_REMOVE',
  'SHARE_LINK_CREATE',
  'SHARE_LINK_REVOKE',
  'SHARE_LINK_VIEW',
  'SHARE_LINK_DOWNLOAD',
  'SHARE_LINK_UPLOAD',
  'SHARE_LINK_PASSWORD_FAILED',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of action the history filters by, and the actions of every source each holds. */
export const HISTORY_GROUPS = {
  signIn: ['SIGN_IN', 'SIGN_IN_OIDC', 'SIGN_IN_FAILED', 'SIGN_OUT'],
  download: ['FILE_DOWNLOAD', 'FOLDER_DOWNLOAD'],
  preview: ['FILE_PREVIEW', 'OFFICE_OPEN'],
  wiki: [
    'PAGE_CREATE',
    'PAGE_RENAME',
    'PAGE_MOVE',
    'PAGE_DELETE',
    'PAGE_RESTORE',
    'PAGE_IMPORT',
    'PAGE_EXPORT',
    'WIKI_EXPORT',
    'PAGE_EDIT',
    'PAGE_VERSION_TAKE',
    'PAGE_VERSION_RESTORE',
    'PAGE_GRANT_ADD',
    'PAGE_GRANT_CHANGE',
    'PAGE_GRANT_REMOVE',
  ],
  // The back office's revocation of someone's token is a token action too.
  token: ['ACCESS_TOKEN_CREATE', 'ACCESS_TOKEN_REVOKE', 'ACCESS_TOKEN_USE', 'TOKEN_REVOKE'],
  // Links made and ended, and every use of one, by people signed in or not.
  shareLink: ['SHARE_LINK_CREATE', 'SHARE_LINK_REVOKE', 'SHARE_LINK_VIEW', 'SHARE_LINK_DOWNLOAD', 'SHARE_LINK_UPLOAD', 'SHARE_LINK_PASSWORD_FAILED'],
} as const satisfies Record<string, readonly string[]>;
export type HistoryGroup = keyof typeof HISTORY_GROUPS;
export const HISTORY_GROUP_KEYS = Object.keys(HISTORY_GROUPS) as HistoryGroup[];

/** Where a record comes from: a library's operations, the back office's, or the audit. */
export const HISTORY_SOURCES = ['library', 'admin', 'audit'] as const;
export type HistorySource = (typeof HISTORY_SOURCES)[number];

/** Records older than this many days are deleted unless the back office says otherwise; 0 keeps them forever. */
export const AUDIT_RETENTION_DEFAULT_DAYS = 365;
export const AUDIT_RETENTION_MAX_DAYS = 36_500;

/** A token's use from one address is recorded at most once in this span (per server process). */
export const TOKEN_USE_RECORD_MS = 5 * 60_000;
