/**
 * Every `data.code` the server puts in a refusal's envelope: the stable identifiers clients branch on
 * (the message is for people). Besides these, an error the framework raises passes its own code
 * through (FST_ERR_…, or ERROR when it has none).
 */
export const ERROR_CODES = [
  // Any call
  'VALIDATION',
  'BAD_REQUEST',
  'JSON_TOO_DEEP',
  'UNAUTHORIZED',
  'CSRF',
  'FORBIDDEN',
  'NO_PERMISSION',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  /** A body, file, chunk or page larger than the call takes (413). */
  'TOO_LARGE',
  // Files, folders and wiki pages
  'NAME_TAKEN',
  'IN_RECYCLE',
  'NOT_IN_RECYCLE',
  'RANGE_NOT_SATISFIABLE',
  'PERSONAL_QUOTA',
  'PREVIEW_OFF',
  'PREVIEW_NEEDS_LIBREOFFICE',
  'PREVIEW_NOT_OFFICE',
  'PREVIEW_FAILED',
  'PREVIEW_UNSUPPORTED',
  'PREVIEW_UNAVAILABLE',
  'WOPI_OFF',
  // The resumable upload
  'BAD_PATH',
  'EMPTY',
  'CHUNKS',
  'CHUNK_RANGE',
  'CHUNK_SIZE',
  'MD5_MISMATCH',
  'MD5_CHANGED',
  'NO_SPACE',
  /** The upload is being stored: ask again shortly (425). */
  'FINISHING',
  // The wiki
  'MOVE_INTO_ITSELF',
  'TOO_DEEP',
  'TOO_MANY_PAGES',
  'PARENT_MISSING',
  'NOT_AN_IMAGE',
  'UNKNOWN_GRANTEE',
  // Code checks
  'REPOSITORY',
  'BAD_REPORT',
  'PIPELINE_MANAGED',
  'TASK_SUSPENDED',
  'CANNOT_SUSPEND_ALL',
  // Signing in
  'LOCAL_LOGIN_OFF',
  // Access tokens
  /** The token's scopes do not cover the call (403); the message names the scope it needs. */
  'TOKEN_SCOPE',
  /** The token's expiry has passed (401). */
  'TOKEN_EXPIRED',
  // Share links
  /** The link was revoked, expired, reached its download limit or its maker was deactivated (410). */
  'SHARE_LINK_GONE',
  /** The link asks for its password, or the one given is wrong (401). */
  'SHARE_LINK_PASSWORD',
  /** The link is for signed-in people: sign in first (401). */
  'SHARE_LINK_SIGN_IN',
  /** The link is for other departments or groups than the caller's (403). */
  'SHARE_LINK_AUDIENCE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** A code as it arrives: one of ours, or a framework's passed through. */
export type ReceivedErrorCode = ErrorCode | (string & {});
