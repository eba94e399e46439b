import { z } from 'zod';
import { AREA } from './api-areas';
import { AUDIT_RETENTION_MAX_DAYS } from './audit-events';
import { CSV_EXPORT_ROWS_MAX, LIMITS, SECURITY_LIMITS } from './constants';
import { byteEndpoint, endpoint } from './endpoint';
import { libraryRole, shareTemplate, shareTemplateBody, updateShareTemplateBody } from './library';
import { page, pageQuery } from './page';
import { text } from './schema-helpers';

/** The screens read the limits along with this contract; they are kept in constants.ts. */
export { SECURITY_LIMITS } from './constants';

/**
 * The back office's permission overview, security settings, recycle bin of every library and share
 * templates (spec §2 /manage; classification admins only: everyone else gets 403 from the server).
 */

const id = z.coerce.number<number>().int().positive().max(2_147_483_647);
const tags = ['back office'];

// ---------------------------------------------------------------- permission overview

/** Narrows the overview to one person (account) or one library, or both. */
export const grantOverviewFilters = z.strictObject({
  account: text({ max: LIMITS.accountMax }).optional(),
  libraryId: id.optional(),
});
export type GrantOverviewFilters = z.output<typeof grantOverviewFilters>;

export const GRANT_SOURCES = ['owner', 'classifyAdmin', 'project', 'user', 'department', 'group', 'libraryAdmin'] as const;
export type GrantSource = (typeof GRANT_SOURCES)[number];

/** Where one part of a person's access comes from: a grant to them, their department or a group, or what they are. */
export const grantOverviewSource = z.object({
  via: z.enum(GRANT_SOURCES),
  /** The department's or group's name for grants through one; empty otherwise. */
  name: z.string(),
  /** A library role, or `read`/`edit` for a page grant. */
  role: z.string(),
});

/** What one person may do in one library, or on one wiki page with grants of its own. */
export const grantOverviewRow = z.object({
  person: z.object({ id: z.number().int(), account: z.string(), name: z.string() }),
  library: z.object({ id: z.number().int(), name: z.string(), kind: z.enum(['department', 'project', 'personal']) }),
  /** Set for a wiki page with grants of its own; null for the library itself. */
  page: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** The library role, or `read`/`edit` for a page. */
  role: z.union([libraryRole, z.enum(['read', 'edit'])]),
  canRead: z.boolean(),
  canUpload: z.boolean(),
  canEdit: z.boolean(),
  canDownload: z.boolean(),
  isAdmin: z.boolean(),
  sources: z.array(grantOverviewSource),
});
export type GrantOverviewRow = z.infer<typeof grantOverviewRow>;

// ---------------------------------------------------------------- security settings

const HOST = /^(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const IPV6 = /^\[?[0-9A-Fa-f:.]{2,45}\]?$/;

/** A host name or an address git may reach although it is private. */
export function isHost(value: string): boolean {
  return HOST.test(value) || (value.includes(':') && IPV6.test(value));
}

/** An absolute directory on the server: starts with `/` (or a drive on Windows), no `..` step, no control characters. */
export function isAbsoluteDirectory(value: string): boolean {
  if (!(value.startsWith('/') || /^[A-Za-z]:[\\/]/.test(value))) return false;
  if (/[\u0000-\u001f]/.test(value)) return false;
  return !value.split(/[\\/]/).includes('..');
}

export const PREVIEW_KINDS = ['image', 'pdf', 'markdown', 'code', 'text', 'audio', 'video', 'office'] as const;
export type PreviewKindSetting = (typeof PREVIEW_KINDS)[number];

/** The file name endings counted as programs: refused on upload unless the setting allows them. */
export const EXECUTABLE_EXTENSIONS = ['exe', 'msi', 'bat', 'cmd', 'com', 'scr', 'pif', 'cpl', 'dll', 'ps1', 'vbs', 'vbe', 'js', 'jse', 'wsf', 'wsh', 'hta', 'jar', 'sh', 'apk', 'app', 'dmg', 'deb', 'rpm', 'run', 'bin', 'elf'] as const;

const bounded = (limits: { min: number; max: number }) => z.number().int().min(limits.min).max(limits.max);

export const securitySettings = z.strictObject({
    passwordMinLength: bounded(SECURITY_LIMITS.passwordMinLength),
    passwordRequireDigit: z.boolean(),
    passwordRequireLetter: z.boolean(),
    sessionIdleMinutes: bounded(SECURITY_LIMITS.sessionIdleMinutes),
    sessionMaxHours: bounded(SECURITY_LIMITS.sessionMaxHours),
    /** Failed sign-ins one address may make on one account in 15 minutes. */
    loginRateLimit: bounded(SECURITY_LIMITS.loginRateLimit),
    /** Failed sign-ins one address may make across all accounts in 15 minutes. */
    loginAddressRateLimit: bounded(SECURITY_LIMITS.loginAddressRateLimit),
    /** Host names or addresses (checked by the server with `isHost`, which names the entry it refuses). */
    repoAllowedHosts: z.array(z.string().trim().min(1).max(253)).max(SECURITY_LIMITS.listMax),
    /** Absolute directories (checked by the server with `isAbsoluteDirectory`). */
    repoLocalRoots: z.array(z.string().trim().min(1).max(1000)).max(SECURITY_LIMITS.listMax),
    previewKinds: z.array(z.enum(PREVIEW_KINDS)).max(PREVIEW_KINDS.length),
    allowExecutableUploads: z.boolean(),
    /** How many days the audit (downloads, previews, sign-ins, tokens, wiki actions) keeps its records; 0 keeps them forever. */
    auditRetentionDays: z.number().int().min(0).max(AUDIT_RETENTION_MAX_DAYS),
  });
export type SecuritySettings = z.infer<typeof securitySettings>;

// ---------------------------------------------------------------- recycle bin of every library

/** Epoch milliseconds, from the start of 1970 to the year 9999. */
const epoch = z.coerce.number<number>().int().min(0).max(253_402_300_799_999);

export const RECYCLE_KINDS = ['file', 'folder', 'page', 'library'] as const;
export type RecycleKind = (typeof RECYCLE_KINDS)[number];

/** What narrows the recycle bin: a library, who deleted (account), a span of time. */
export const recycleFilters = z.strictObject({
  libraryId: id.optional(),
  account: text({ max: LIMITS.accountMax }).optional(),
  /** Deleted from this moment on (inclusive). */
  from: epoch.optional(),
  /** Deleted before this moment (exclusive). */
  to: epoch.optional(),
});
export type RecycleFilters = z.output<typeof recycleFilters>;

/** One thing deleted: a file or folder (with what was deleted with it), a wiki page (with its sub-pages), or a whole library. */
export const recycleEntry = z.object({
  kind: z.enum(RECYCLE_KINDS),
  id: z.number().int(),
  name: z.string(),
  library: z.object({ id: z.number().int(), name: z.string() }),
  deletedBy: z.object({ account: z.string(), name: z.string() }).nullable(),
  deletedAt: z.number().int(),
});
export type RecycleEntry = z.infer<typeof recycleEntry>;

/** The items to restore or purge, each named by its kind and id. */
export const recycleSelection = z.strictObject({
  items: z
    .array(z.strictObject({ kind: z.enum(RECYCLE_KINDS), id }))
    .min(1, 'v:atLeastOne:')
    .max(200),
});
export type RecycleSelection = z.infer<typeof recycleSelection>;

/** How many items were restored or purged, and why each of the others was not. */
export const recycleOutcome = z.object({
  done: z.number().int(),
  failed: z.array(z.object({ kind: z.enum(RECYCLE_KINDS), id: z.number().int(), name: z.string(), message: z.string() })),
});
export type RecycleOutcome = z.infer<typeof recycleOutcome>;

// ---------------------------------------------------------------- share templates

export const templateQuery = pageQuery().extend({ keyword: text({ max: 100 }).optional() });

/** A share template; applying one copies its grants into libraries, so a change or deletion leaves them as they are. */
export const managedTemplate = shareTemplate;

// ---------------------------------------------------------------- endpoints

export const backofficeEndpoints = {
  grantOverview: endpoint({
    method: 'GET',
    path: `${AREA.manage}/grantOverview`,
    tags,
    summary: 'Who can do what on which library and on which wiki page with grants of its own, and where it comes from (classification admins)',
    query: pageQuery().extend(grantOverviewFilters.shape),
    data: page(grantOverviewRow),
  }),
  security: endpoint({
    method: 'GET',
    path: `${AREA.manage}/security`,
    tags,
    summary: 'The security settings in force (classification admins)',
    data: securitySettings,
  }),
  saveSecurity: endpoint({
    method: 'PUT',
    path: `${AREA.manage}/security`,
    tags,
    summary: 'Changes the security settings; they apply from the next request (classification admins)',
    body: securitySettings,
    data: securitySettings,
  }),
  recycle: endpoint({
    method: 'GET',
    path: `${AREA.manage}/recycle`,
    tags,
    summary: 'Everything deleted in department and project libraries (files, folders, wiki pages, whole libraries), newest first (classification admins)',
    query: pageQuery().extend(recycleFilters.shape),
    data: page(recycleEntry),
  }),
  recycleRestore: endpoint({
    method: 'PUT',
    path: `${AREA.manage}/recycle/restore`,
    tags,
    summary: "Restore these items through each library's own recycle bin (classification admins)",
    body: recycleSelection,
    data: recycleOutcome,
  }),
  recyclePurge: endpoint({
    method: 'PUT',
    path: `${AREA.manage}/recycle/purge`,
    tags,
    summary: 'Delete these items for good (classification admins)',
    body: recycleSelection,
    data: recycleOutcome,
  }),
  templates: endpoint({
    method: 'GET',
    path: `${AREA.manage}/templates`,
    tags,
    summary: 'Every share template, whoever made it, by name (classification admins)',
    query: templateQuery,
    data: page(managedTemplate),
  }),
  createTemplate: endpoint({ method: 'POST', path: `${AREA.manage}/templates`, tags, summary: 'Create a share template for everyone (classification admins)', body: shareTemplateBody, data: managedTemplate }),
  updateTemplate: endpoint({ method: 'PUT', path: `${AREA.manage}/templates`, tags, summary: 'Rename a share template or change its grants (classification admins)', body: updateShareTemplateBody, data: managedTemplate }),
  deleteTemplate: endpoint({
    method: 'DELETE',
    path: `${AREA.manage}/templates/{id}`,
    tags,
    summary: 'Delete a share template; libraries keep the grants it gave them (classification admins)',
    params: z.strictObject({ id }),
    data: z.null(),
  }),
};

export const backofficeExportEndpoints = {
  grantOverviewCsv: byteEndpoint({
    method: 'GET',
    path: `${AREA.manage}/grantOverview/export`,
    tags,
    summary: `The permission overview as CSV (UTF-8 with a byte order mark), at most ${CSV_EXPORT_ROWS_MAX} rows (classification admins)`,
    query: grantOverviewFilters,
    produces: ['text/csv'],
  }),
};
