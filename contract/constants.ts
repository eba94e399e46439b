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

/** Milliseconds in a day, for retention periods and expiries. */
export const DAY_MS = 86_400_000;

export const NOTICE_END = 'END';
export const TOAST_MS = 3000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SEARCH_BOX_WIDTH = 250;
export const SIDE_NAV_WIDTH = 240;
/** The top bar's height; it stays at the top of the window while the page scrolls. */
export const TOP_BAR_HEIGHT = 56;
export const MIN_LAYOUT_WIDTH = 1280;
export const SUSPEND_REASON_MIN = 10;

/** Lengths of a code-check task's names, counted as spec §5 counts them (a non-ASCII character is 2). */
export const TASK_LIMITS = {
  nameEnMin: 3,
  nameEnMax: 50,
  nameCnMin: 4,
  nameCnMax: 100,
  suspendReasonMax: 500,
} as const;

export const LIMITS = {
  accountMax: 64,
  passwordMax: 256,
  nameMax: 255,
  queryMax: 100,
  directoryResults: 20,
  bodyBytes: 1024 * 1024,
  /**
   * Levels of objects and arrays a JSON body may nest. No request body of the contract is recursive; the
   * deepest real one, a SARIF report sent as JSON, stays within about fifteen.
   */
  jsonDepth: 64,
} as const;

/**
 * Paging of every list (spec §3 paging params pageNum, pageSize): pages count from 1, and each kind of
 * list has its own default and largest page size.
 */
export const PAGING = {
  /** Far beyond any real list; keeps the row offset a safe integer. */
  pageNumMax: 1_000_000,
  /** Libraries, a folder's files, recycle bins and operation records. */
  lists: { defaultSize: 50, maxSize: 200 },
  /** Every hit is highlighted and gets a snippet, so search pages stay short. */
  search: { defaultSize: 20, maxSize: 50 },
  /** A tool's defects, risky functions or duplicated files. */
  defects: { defaultSize: 20, maxSize: 200 },
  /** A task's scans, each with every tool's steps. */
  taskLog: { defaultSize: 10, maxSize: 100 },
} as const;
export type PageSizes = { defaultSize: number; maxSize: number };

/** Status codes carried in the envelope besides the HTTP ones. */
export const BUSINESS_STATUS = {
  ok: 0,
  noPermissionPage: 420,
  taskNameTaken: 2300017,
} as const;

/** Limits of document libraries, shared by the library screens and the server. */
export const LIBRARY_LIMITS = {
  /** What a personal space holds unless the deployment sets `PERSONAL_QUOTA_BYTES`: 10 GiB. */
  personalQuotaBytes: 10 * 1024 ** 3,
  libraryNameMax: 100,
  descriptionMax: 1000,
  classificationMax: 100,
  /** A file or folder name, counted in UTF-8 bytes as file systems do. */
  nodeNameBytes: 255,
  templateNameMax: 100,
  defaultRetentionDays: 30,
  retentionDaysMax: 3650,
  /** Deleted libraries wait this long in the back-office recycle before they are purged. */
  libraryRecycleDays: 30,
  batchNodesMax: 200,
  batchLibrariesMax: 200,
  grantsMax: 500,
  adminsMax: 50,
  /** A copy duplicates rows one by one inside a transaction; past this a copy is refused. */
  copyNodesMax: 10_000,
  uploadFileBytes: 2 * 1024 * 1024 * 1024,
  uploadFilesPerRequest: 20,
  /** Text is extracted from files up to this size; larger ones are found by name only. */
  extractBytes: 50 * 1024 * 1024,
  /** Characters of extracted text kept for search and snippets. */
  indexedChars: 1_000_000,
  searchKeywordMax: 100,
  /** Matches a search ranks and counts; past this the answer says it stopped (`capped`). */
  searchResultsMax: 1000,
  snippetChars: 160,
  /** A text preview shows this much of the file; the rest needs a download. */
  textPreviewBytes: 2 * 1024 * 1024,
} as const;

/** Roles on a library, strongest first. */
export const LIBRARY_ROLES = ['admin', 'edit', 'upload', 'read'] as const;

/** Who a grant can name. */
export const GRANTEE_TYPES = ['user', 'department', 'group'] as const;
export type GranteeType = (typeof GRANTEE_TYPES)[number];
