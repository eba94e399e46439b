import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LIBRARY_LIMITS } from '../contract/constants';

/**
 * The folder holding package.json. Relative paths in the configuration (DATA_DIR, WEB_DIST, a SQLite
 * DATABASE_URL) are taken from here, not from wherever the command was started, so `npm start`,
 * `npm run serve`, `npm run demo` and the worker always meet in the same data folder.
 */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The product's version (package.json): the API document's and the code-check reports' tool version. */
export const PRODUCT_VERSION: string = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')).version;

function fromProjectRoot(value: string): string {
  return path.resolve(PROJECT_ROOT, value);
}

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Server processes sharing the port: one per core unless set; 1 runs the server in a single process. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(os.availableParallelism()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** A PostgreSQL schema to live in: lets the tests isolate each run inside one database. */
  DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).optional(),
  API_PREFIX: z.string().regex(/^\/[A-Za-z0-9/_-]*$/).default('/api'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  REDIS_URL: z.string().optional(),
  SECRET_KEY: z.string().optional(),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(20 * 1024 ** 3),
  /** How many bytes of current file versions one person's personal space may hold. */
  PERSONAL_QUOTA_BYTES: z.coerce.number().int().positive().default(LIBRARY_LIMITS.personalQuotaBytes),
  /** Redis key prefix of the scan queue: deployments (or test runs) sharing one Redis keep apart. */
  QUEUE_PREFIX: z.string().regex(/^[A-Za-z0-9_-]+$/).default('librarium'),
  SCAN_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  WEB_DIST: z.string().default('./dist'),
  COOKIE_SECURE: z.enum(['true', 'false']).default('false'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(8 * 60),
  SESSION_MAX_HOURS: z.coerce.number().int().positive().default(7 * 24),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  LOGIN_ADDRESS_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /** Company sign-in through OpenID Connect: on when the issuer, client id and secret are all set. */
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_SCOPES: z.string().default('openid profile email'),
  /** The company's name on the sign-in button. */
  OIDC_DISPLAY_NAME: z.string().default('SSO'),
  /** The address the provider sends people back to; `{origin}{API_PREFIX}/erp/oidc/callback` of the request when unset. */
  OIDC_REDIRECT_URL: z.string().url().optional(),
  /** Which claims give the account, name, e-mail, phone, department (a name) and groups (a list of names). */
  OIDC_CLAIM_ACCOUNT: z.string().default('preferred_username'),
  OIDC_CLAIM_NAME: z.string().default('name'),
  OIDC_CLAIM_EMAIL: z.string().default('email'),
  OIDC_CLAIM_PHONE: z.string().default('phone_number'),
  OIDC_CLAIM_DEPARTMENT: z.string().default('department'),
  OIDC_CLAIM_GROUPS: z.string().default('groups'),
  /** Sign-in with a local account and password; `false` leaves only the company sign-in. */
  LOCAL_LOGIN: z.enum(['true', 'false']).default('true'),
  /**
   * The office server's editor address (Collabora Online or OnlyOffice, from its WOPI discovery), with
   * `{WOPISrc}` where the file's WOPI address goes; unset: no office editing, previews stay as they are.
   */
  WOPI_EDITOR_URL: z.string().url().optional(),
  /** Extensions that office server opens (wopi/white). */
  WOPI_EXTENSIONS: z.string().default('docx,xlsx,pptx,odt,ods,odp,doc,xls,ppt'),
  /** How long an office access token lives: one file, one person. */
  WOPI_TOKEN_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(10 * 60),
  /** Proxies whose X-Forwarded-For is believed: comma-separated addresses or CIDR ranges. */
  TRUST_PROXY: z.string().default(''),
  /** Serves `/metrics` (Prometheus text format) on this port; unset keeps metrics off. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where file bytes live: `local` (DATA_DIR/blobs) or an S3-compatible bucket; credentials come from the AWS_* variables. */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_PREFIX: z.string().regex(/^[A-Za-z0-9/_-]*$/).default(''),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  /** The LibreOffice program for Office previews; found as `libreoffice` or `soffice` on PATH when unset. */
  LIBREOFFICE_BIN: z.string().optional(),
  /** A wiki page gets a version once its editing has paused this long. */
  WIKI_QUIET_SECONDS: z.coerce.number().min(1).max(24 * 3600).default(60),
  /** How long live edits of a wiki page wait before they are stored (and searchable); a busy page is stored at least every 5 times this. */
  WIKI_STORE_DEBOUNCE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** Seconds between checks for weekly scheduled scans whose moment has come: a scan starts at most this long after it. */
  SCAN_SCHEDULE_CHECK_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  /** Hours between recycle-bin retention sweeps; 0 turns the in-process sweep off. */
  RECYCLE_SWEEP_HOURS: z.coerce.number().min(0).max(24 * 7).default(1),
  /** Comma-separated absolute directories file:// repositories may lie under; empty refuses every local repository. */
  REPO_LOCAL_ROOTS: z
    .string()
    .default('')
    .transform(commaList)
    .refine((roots) => roots.every((root) => path.isAbsolute(root)), 'every entry must be an absolute directory'),
  /** Comma-separated host names or addresses git may reach although they are private (an internal git server). */
  REPO_ALLOWED_HOSTS: z.string().default('').transform(commaList),
  /** Seconds between a webhook delivery's attempts, comma-separated: one more attempt than waits, the last failure is final. */
  WEBHOOK_RETRY_SECONDS: z
    .string()
    .default('60,300,1800,7200')
    .transform(commaList)
    .transform((waits) => waits.map(Number))
    .refine((waits) => waits.length > 0 && waits.every((wait) => Number.isFinite(wait) && wait >= 0), 'a comma-separated list of seconds'),
  /** Seconds between sweeps for webhook deliveries that are due (a retry, or one a restart left behind). */
  WEBHOOK_SWEEP_SECONDS: z.coerce.number().min(0.05).max(300).default(15),
  /** Notification e-mail through SMTP: on when the host and the sender's address are set. */
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** `true`: TLS from the first byte (port 465); `false`: plain, upgraded with STARTTLS when the server offers it. */
  SMTP_SECURE: z.enum(['true', 'false']).default('false'),
  /** `true` refuses to send unless the connection is upgraded with STARTTLS. */
  SMTP_REQUIRE_TLS: z.enum(['true', 'false']).default('false'),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  /** The sender, as `Librarium <noreply@example.com>` or an address alone. */
  SMTP_FROM: z.string().optional(),
  /** The address people open the product at; links in e-mails and chat messages start with it. */
  PUBLIC_URL: z.string().url().optional(),
  /** The hour (0-23, the server's time zone) after which each person's daily digest goes out. */
  NOTIFY_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  /** Seconds between notification e-mail and chat robot attempts, as WEBHOOK_RETRY_SECONDS. */
  NOTIFY_RETRY_SECONDS: z
    .string()
    .default('60,300,1800,7200')
    .transform(commaList)
    .transform((waits) => waits.map(Number))
    .refine((waits) => waits.length > 0 && waits.every((wait) => Number.isFinite(wait) && wait >= 0), 'a comma-separated list of seconds'),
  /** Seconds between sweeps for notification e-mails and chat messages that are due, and checks for daily digests. */
  NOTIFY_SWEEP_SECONDS: z.coerce.number().min(0.05).max(300).default(15),
});

function commaList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  displayName: string;
  redirectUrl?: string;
  claims: { account: string; name: string; email: string; phone: string; department: string; groups: string };
}

export interface Config {
  port: number;
  host: string;
  workers: number;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };
  apiPrefix: string;
  adminPassword?: string;
  redisUrl?: string;
  secretKey?: string;
  uploadMaxBytes: number;
  personalQuotaBytes: number;
  queuePrefix: string;
  scanConcurrency: number;
  webDist: string;
  cookieSecure: boolean;
  sessionIdleMs: number;
  sessionMaxMs: number;
  loginRateLimit: number;
  loginAddressRateLimit: number;
  trustProxy: string[];
  oidc: OidcConfig | null;
  /** Office editing through a WOPI client; null when no office server is configured. */
  wopi: { editorUrl: string | null; extensions: string[]; tokenMinutes: number };
  localLogin: boolean;
  logLevel: string;
  metricsPort?: number;
  storage: { driver: 'local'; root: string } | { driver: 's3'; bucket: string; endpoint?: string; region: string; prefix: string; forcePathStyle: boolean };
  libreOfficeBin?: string;
  recycleSweepMs: number;
  scanScheduleCheckMs: number;
  wikiQuietMs: number;
  wikiStoreDebounceMs: number;
  repoLocalRoots: string[];
  repoAllowedHosts: string[];
  webhookRetryMs: number[];
  webhookSweepMs: number;
  /** Notification e-mail; null when SMTP is not configured. */
  smtp: { host: string; port: number; secure: boolean; requireTls: boolean; user?: string; password?: string; from: string } | null;
  /** The product's address for links sent outside it (no trailing slash); null when unset. */
  publicUrl: string | null;
  notify: { digestHour: number; retryMs: number[]; sweepMs: number };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${detail}`);
  }
  const e = parsed.data;
  const dataDir = fromProjectRoot(e.DATA_DIR);
  const oidcParts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidcParts > 0 && oidcParts < 3) throw new Error('Invalid configuration: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set together');
  if (e.LOCAL_LOGIN === 'false' && oidcParts === 0) throw new Error('Invalid configuration: LOCAL_LOGIN=false needs OIDC sign-in (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET)');
  if (Boolean(e.SMTP_HOST) !== Boolean(e.SMTP_FROM)) throw new Error('Invalid configuration: SMTP_HOST and SMTP_FROM are set together');
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET) throw new Error('Invalid configuration: S3_BUCKET is required when STORAGE_DRIVER is s3');
  const usePostgres = e.DATABASE_URL?.startsWith('postgres://') || e.DATABASE_URL?.startsWith('postgresql://');
  return {
    port: e.PORT,
    host: e.HOST,
    workers: e.WORKERS,
    dataDir,
    database: usePostgres
      ? { kind: 'postgres', url: e.DATABASE_URL!, schema: e.DATABASE_SCHEMA }
      : { kind: 'sqlite', file: e.DATABASE_URL ? fromProjectRoot(e.DATABASE_URL) : path.join(dataDir, 'librarium.db') },
    apiPrefix: e.API_PREFIX.replace(/\/+$/, '') || '/api',
    adminPassword: e.ADMIN_PASSWORD,
    redisUrl: e.REDIS_URL,
    secretKey: e.SECRET_KEY,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    personalQuotaBytes: e.PERSONAL_QUOTA_BYTES,
    queuePrefix: e.QUEUE_PREFIX,
    scanConcurrency: e.SCAN_CONCURRENCY,
    webDist: fromProjectRoot(e.WEB_DIST),
    cookieSecure: e.COOKIE_SECURE === 'true',
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    loginAddressRateLimit: e.LOGIN_ADDRESS_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY.split(',').map((entry) => entry.trim()).filter(Boolean),
    wopi: {
      editorUrl: e.WOPI_EDITOR_URL ?? null,
      extensions: e.WOPI_EXTENSIONS.split(',')
        .map((ext) => ext.trim().toLowerCase().replace(/^\./, ''))
        .filter(Boolean),
      tokenMinutes: e.WOPI_TOKEN_MINUTES,
    },
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            scopes: e.OIDC_SCOPES,
            displayName: e.OIDC_DISPLAY_NAME,
            redirectUrl: e.OIDC_REDIRECT_URL,
            claims: { account: e.OIDC_CLAIM_ACCOUNT, name: e.OIDC_CLAIM_NAME, email: e.OIDC_CLAIM_EMAIL, phone: e.OIDC_CLAIM_PHONE, department: e.OIDC_CLAIM_DEPARTMENT, groups: e.OIDC_CLAIM_GROUPS },
          }
        : null,
    localLogin: e.LOCAL_LOGIN === 'true',
    logLevel: e.LOG_LEVEL,
    metricsPort: e.METRICS_PORT,
    storage:
      e.STORAGE_DRIVER === 's3'
        ? { driver: 's3', bucket: e.S3_BUCKET!, endpoint: e.S3_ENDPOINT, region: e.S3_REGION, prefix: e.S3_PREFIX, forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' }
        : { driver: 'local', root: path.join(dataDir, 'blobs') },
    libreOfficeBin: e.LIBREOFFICE_BIN,
    recycleSweepMs: e.RECYCLE_SWEEP_HOURS * 3_600_000,
    scanScheduleCheckMs: e.SCAN_SCHEDULE_CHECK_SECONDS * 1000,
    wikiQuietMs: e.WIKI_QUIET_SECONDS * 1000,
    wikiStoreDebounceMs: e.WIKI_STORE_DEBOUNCE_MS,
    repoLocalRoots: e.REPO_LOCAL_ROOTS,
    repoAllowedHosts: e.REPO_ALLOWED_HOSTS,
    webhookRetryMs: e.WEBHOOK_RETRY_SECONDS.map((seconds) => seconds * 1000),
    webhookSweepMs: e.WEBHOOK_SWEEP_SECONDS * 1000,
    smtp:
      e.SMTP_HOST && e.SMTP_FROM
        ? {
            host: e.SMTP_HOST,
            port: e.SMTP_PORT ?? (e.SMTP_SECURE === 'true' ? 465 : 587),
            secure: e.SMTP_SECURE === 'true',
            requireTls: e.SMTP_REQUIRE_TLS === 'true',
            user: e.SMTP_USER,
            password: e.SMTP_PASSWORD,
            from: e.SMTP_FROM,
          }
        : null,
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : null,
    notify: { digestHour: e.NOTIFY_DIGEST_HOUR, retryMs: e.NOTIFY_RETRY_SECONDS.map((seconds) => seconds * 1000), sweepMs: e.NOTIFY_SWEEP_SECONDS * 1000 },
  };
}
