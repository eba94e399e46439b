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
  /** A SARIF or checkstyle report a pipeline sends in one call. */
  reportBytesMax: 20 * 1024 * 1024,
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
  /** One chunk of a resumable upload: the last may carry the remainder on top of a full chunk (twice `UPLOAD.chunkSize`), with room to spare. */
  uploadChunkBytesMax: 128 * 1024 * 1024,
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

/** Limits of wiki pages, shared by the wiki screens and the server. */
export const WIKI_LIMITS = {
  titleMax: 200,
  /** The encoded Yjs state of one page; an edit past it is refused and the page keeps its last good state. */
  stateBytesMax: 4 * 1024 * 1024,
  versionNameMax: 100,
  /** Levels below the top of the tree. */
  depthMax: 20,
  pagesPerLibraryMax: 10_000,
  grantsMax: LIBRARY_LIMITS.grantsMax,
  searchKeywordMax: LIBRARY_LIMITS.searchKeywordMax,
  /** Image uploads of the editor: one image per request, of the library's image types. */
  imageBytesMax: 20 * 1024 * 1024,
  /** Characters of one Markdown import. */
  markdownImportChars: 1_000_000,
} as const;

/** Limits of the knowledge categories and recommendations. */
export const KNOWLEDGE_LIMITS = {
  categoryNameMax: 100,
  /** The deepest a category may sit (top level is 1). */
  depthMax: 8,
  categoriesMax: 2000,
  recommendationsMax: 50,
  /** Items of each list on the knowledge home. */
  homeItems: 10,
  candidatesMax: 20,
} as const;

/** Limits of accounts, departments, groups and their CSV import. */
export const PEOPLE_LIMITS = {
  accountMin: 2,
  emailMax: 254,
  phoneMax: 32,
  departmentNameMax: 100,
  groupNameMax: 100,
  /** How many people one group's member list may name in one change. */
  groupMembersMax: 2000,
  /** How much CSV one import takes: characters, and rows after the header. */
  importCharsMax: 1_000_000,
  importRowsMax: 5000,
} as const;

/** The ranges an administrator may set in the security settings. */
export const SECURITY_LIMITS = {
  passwordMinLength: { min: 6, max: 128 },
  sessionIdleMinutes: { min: 5, max: 30 * 24 * 60 },
  sessionMaxHours: { min: 1, max: 365 * 24 },
  loginRateLimit: { min: 1, max: 1000 },
  loginAddressRateLimit: { min: 1, max: 100_000 },
  listMax: 100,
} as const;

/** The most rows one CSV export (operation history, grant overview) holds; the file says so in its last line when there were more. */
export const CSV_EXPORT_ROWS_MAX = 100_000;

/** The longest reason an ignored defect keeps, given by hand or brought by a report's suppression. */
export const IGNORE_REASON_MAX = 500;

/** A lock id as office servers send it: up to 1024 characters. */
export const WOPI_LOCK_MAX = 1024;
