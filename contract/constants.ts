/** Business constants and limits of spec §9, in one place for web and server. */
export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Locale = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Locale = 'zh-CN';

export const COOKIE = {
  session: 'librarium_session',
  csrf: 'librarium_csrf',
  language: 'language',
} as const;

export const HEADER = {
  csrf: 'x-csrf-token',
  account: 'x-user-account',
} as const;

export const NOTICE_END = 'END';
export const TOAST_MS = 3000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SEARCH_BOX_WIDTH = 250;
export const SIDE_NAV_WIDTH = 240;
export const MIN_LAYOUT_WIDTH = 1280;
export const SUSPEND_REASON_MIN = 10;
export const CCN_LIMIT = 19;

export const LIMITS = {
  accountMax: 64,
  passwordMax: 256,
  nameMax: 255,
  queryMax: 100,
  directoryResults: 20,
  bodyBytes: 1024 * 1024,
} as const;

/** Status codes carried in the envelope besides the HTTP ones. */
export const BUSINESS_STATUS = {
  ok: 0,
  noPermissionPage: 420,
  taskNameTaken: 2300017,
} as const;
