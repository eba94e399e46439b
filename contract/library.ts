import { z } from 'zod';
import { AREA, LIBRARY_SHARE_TEMPLATES } from './api-areas';
import { GRANTEE_TYPES, LIBRARY_LIMITS, LIBRARY_ROLES } from './constants';
import { endpoint } from './endpoint';
import { LIBRARY_OPERATIONS } from './library-operations';
import { page, pageQuery } from './page';
import { text } from './schema-helpers';

/** Request and response shapes of document libraries, their permissions, share templates and records. */

const libraryKind = z.enum(['department', 'project', 'personal']);
export type LibraryKind = z.infer<typeof libraryKind>;

export const libraryRole = z.enum(LIBRARY_ROLES);
export type LibraryRole = z.infer<typeof libraryRole>;

const id = z.coerce.number<number>().int().positive().max(2_147_483_647);
const account = z.string().trim().min(1, 'v:necessary:').max(64);

const idParam = z.strictObject({ id });

/** What the caller may do in one library; `role` is null when nothing was granted. */
export const libraryPermission = z.object({
  libraryId: z.number().int(),
  role: libraryRole.nullable(),
  canRead: z.boolean(),
  canUpload: z.boolean(),
  canEdit: z.boolean(),
  canDownload: z.boolean(),
  isAdmin: z.boolean(),
}).meta({ id: 'LibraryPermission' });
export type LibraryPermission = z.infer<typeof libraryPermission>;

export const person = z.object({ account: z.string(), name: z.string() }).meta({ id: 'Person' });
export type Person = z.infer<typeof person>;

export const library = z.object({
  id: z.number().int(),
  kind: libraryKind,
  name: z.string(),
  description: z.string(),
  classification: z.string(),
  departmentId: z.number().int().nullable(),
  projectId: z.string().nullable(),
  owner: person.nullable(),
  rootId: z.number().int(),
  retentionDays: z.number().int(),
  admins: z.array(person),
  followed: z.boolean(),
  permission: libraryPermission,
  createdBy: person.nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
  deletedAt: z.number().nullable(),
}).meta({ id: 'Library' });
export type Library = z.infer<typeof library>;

/** A list of libraries the person administers, or of project libraries: by a part of the name, a page at a time. */
const keywordPageQuery = pageQuery().extend({ keyword: z.string().trim().max(LIBRARY_LIMITS.libraryNameMax).optional() });

export const libraryListQuery = pageQuery().extend({
  kind: libraryKind.optional(),
  keyword: z.string().trim().max(LIBRARY_LIMITS.libraryNameMax).optional(),
});

const libraryName = text({ required: true, max: LIBRARY_LIMITS.libraryNameMax, displayName: true });
const description = z.string().max(LIBRARY_LIMITS.descriptionMax);
const classification = z.string().trim().max(LIBRARY_LIMITS.classificationMax);
const retentionDays = z.number().int().min(1).max(LIBRARY_LIMITS.retentionDaysMax);
const admins = z.array(account).min(1).max(LIBRARY_LIMITS.adminsMax);

/** POST doc_library: a new department library; its creator becomes an admin unless `admins` names others. */
const createLibraryBody = z.strictObject({
  name: libraryName,
  description: description.default(''),
  classification: classification.default(''),
  departmentId: id.nullable().optional(),
  admins: admins.optional(),
  retentionDays: retentionDays.default(LIBRARY_LIMITS.defaultRetentionDays),
});
export type CreateLibraryBody = z.infer<typeof createLibraryBody>;

/** PUT doc_library (and PUT ppm_project_doc_library): fields left out stay as they are. */
const updateLibraryBody = z.strictObject({
  id,
  name: libraryName.optional(),
  description: description.optional(),
  classification: classification.optional(),
  admins: admins.optional(),
  retentionDays: retentionDays.optional(),
});
export type UpdateLibraryBody = z.infer<typeof updateLibraryBody>;

const followParams = z.strictObject({ id, follow: z.enum(['0', '1']) });
const followedQuery = z.strictObject({ kind: libraryKind.optional() });

/** Who a grant names: people by account, departments (with their sub-departments) and groups by id. */
export const grantee = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('user'), account }),
  z.strictObject({ type: z.literal('department'), id }),
  z.strictObject({ type: z.literal('group'), id }),
]);
export type Grantee = z.infer<typeof grantee>;

const grantInput = z.strictObject({
  grantee,
  role: libraryRole,
  /** Admins and editors may always download; for upload and read roles this decides. */
  download: z.boolean().default(true),
});
export type GrantInput = z.infer<typeof grantInput>;

export const grant = z.object({
  grantee: z.object({ type: z.enum(GRANTEE_TYPES), id: z.number().int(), account: z.string().nullable(), name: z.string() }),
  role: libraryRole,
  download: z.boolean(),
  createdAt: z.number(),
});
export type Grant = z.infer<typeof grant>;

const permQuery = z.strictObject({ libraryId: id });

/** PUT common/perm replaces every grant of the library; POST common/perm adds or changes the ones given. */
const setPermBody = z.strictObject({
  libraryId: id,
  grants: z.array(grantInput).max(LIBRARY_LIMITS.grantsMax),
});

const removePermBody = z.strictObject({
  libraryId: id,
  grantees: z.array(grantee).min(1).max(LIBRARY_LIMITS.grantsMax),
});

/** The rights the grant editor explains, weakest first: each role above read adds one, download stands apart. */
export const LIBRARY_RIGHTS = ['read', 'upload', 'edit', 'download', 'admin'] as const;
export type LibraryRight = (typeof LIBRARY_RIGHTS)[number];

/** GET common/perm/effective: one person by account, or, without it, every person a grant names. */
const effectiveQuery = z.strictObject({ libraryId: id, account: account.optional() });

/**
 * One source of a person's access to a library: a grant to them, to a department they are in (or one
 * above it), to a group of theirs; or being the personal library's owner, a classification admin, a
 * project member.
 */
export const rightSource = z.object({
  via: z.enum(['user', 'department', 'group', 'owner', 'classifyAdmin', 'project']),
  /** The person, department or group the grant names; null for the other sources. */
  granteeId: z.number().int().nullable(),
  /** The department's or group's name, the person's for their own grant; empty for the other sources. */
  name: z.string(),
  role: libraryRole,
  download: z.boolean(),
});
export type RightSource = z.infer<typeof rightSource>;

/**
 * What a person may do in a library once every source is combined (the most permissive source wins, right
 * by right), and for each right why: when allowed, the sources that each give it; when refused, the
 * sources that apply and all withhold it (empty when nothing applies).
 */
export const effectiveRights = z.object({
  person: z.object({ id: z.number().int(), account: z.string(), name: z.string() }),
  role: libraryRole.nullable(),
  rights: z.array(z.object({ right: z.enum(LIBRARY_RIGHTS), allowed: z.boolean(), sources: z.array(rightSource) })),
});
export type EffectiveRights = z.infer<typeof effectiveRights>;

export const userPermission = z.object({
  canCreateLibrary: z.boolean(),
  isClassifyAdmin: z.boolean(),
  personalLibraryId: z.number().int(),
});

export const shareTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  grants: z.array(grant.omit({ createdAt: true })),
  createdBy: person.nullable(),
  canEdit: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type ShareTemplate = z.infer<typeof shareTemplate>;

export const shareTemplateBody = z.strictObject({
  name: text({ required: true, max: LIBRARY_LIMITS.templateNameMax, displayName: true }),
  grants: z.array(grantInput).min(1).max(LIBRARY_LIMITS.grantsMax),
});
export const updateShareTemplateBody = shareTemplateBody.extend({ id });

const libraryIds = z.array(id).min(1).max(LIBRARY_LIMITS.batchLibrariesMax);

/** POST ppm_project_doc_library/batchShare: a template's grants, extra grants, or both. */
const batchShareBody = z
  .strictObject({
    libraryIds,
    templateId: id.optional(),
    grants: z.array(grantInput).max(LIBRARY_LIMITS.grantsMax).default([]),
  })
  .refine((body) => body.templateId !== undefined || body.grants.length > 0, { message: 'v:necessary:', path: ['grants'] });

const batchUnShareBody = z.strictObject({ libraryIds, grantees: z.array(grantee).min(1).max(LIBRARY_LIMITS.grantsMax) });

const batchUpdateLibAdminBody = z.strictObject({ libraryIds, admins });

const batchResult = z.object({ libraryIds: z.array(z.number().int()) });

export type LibraryOperation = (typeof LIBRARY_OPERATIONS)[number];

const operationsQuery = pageQuery().extend({
  action: z.enum(LIBRARY_OPERATIONS).optional(),
});

export const operationRecord = z.object({
  id: z.number().int(),
  libraryId: z.number().int(),
  nodeId: z.number().int().nullable(),
  operator: person.nullable(),
  action: z.string(),
  actionName: z.string(),
  /** The names involved: the node's name, a move's source and target folder, a grant's grantee. */
  information: z.string(),
  time: z.number(),
});

/** The sync of project libraries: how many were created, and the caller's project libraries. */
const projectSyncResult = z.object({ created: z.number().int(), libraries: z.array(library) });

const tags = { libraries: ['document libraries'], permissions: ['library permissions'], projects: ['project libraries'] } as const;
const projectBase = `${AREA.doc}/ppm_project_doc_library`;

/** Department and personal libraries (doc_library), the person's permissions, operation records and the back office. */
export const libraryEndpoints = {
  create: endpoint({ method: 'POST', path: `${AREA.doc}/doc_library`, tags: tags.libraries, summary: 'Create a department library', description: 'Its creator becomes an admin unless `admins` names others.', body: createLibraryBody, data: library }),
  update: endpoint({ method: 'PUT', path: `${AREA.doc}/doc_library`, tags: tags.libraries, summary: "Change a library's settings (its admins)", description: 'Fields left out stay as they are.', body: updateLibraryBody, data: library }),
  byUser: endpoint({ method: 'GET', path: `${AREA.doc}/doc_library/by_user`, tags: tags.libraries, summary: 'The libraries the person can read, newest first', query: libraryListQuery, data: page(library) }),
  followed: endpoint({ method: 'GET', path: `${AREA.doc}/doc_library/follow`, tags: tags.libraries, summary: 'The libraries the person follows, of one kind or all', query: followedQuery, data: z.array(library) }),
  follow: endpoint({ method: 'PUT', path: `${AREA.doc}/doc_library/follow/{id}/{follow}`, tags: tags.libraries, summary: 'Follow (1) or stop following (0) a library', params: followParams, data: library }),
  remove: endpoint({ method: 'PUT', path: `${AREA.doc}/doc_library/del/{id}`, tags: tags.libraries, summary: 'Delete a library into the back-office recycle bin', params: idParam, data: z.null() }),
  personal: endpoint({ method: 'GET', path: `${AREA.doc}/doc_library/personal`, tags: tags.libraries, summary: "The person's own library, made on first visit", data: library }),
  detail: endpoint({ method: 'GET', path: `${AREA.doc}/doc_library/{id}`, tags: tags.libraries, summary: 'One library with the permission of the person', params: idParam, data: library }),
  operations: endpoint({ method: 'GET', path: `${AREA.doc}/doc_library/{id}/operations`, tags: tags.libraries, summary: "A library's operation records, newest first (its admins)", params: idParam, query: operationsQuery, data: page(operationRecord) }),
  userPermission: endpoint({ method: 'GET', path: `${AREA.doc}/user_permission`, tags: tags.libraries, summary: 'What the person may do outside any one library, and their personal library', data: userPermission }),
  permissionOf: endpoint({ method: 'GET', path: `${AREA.doc}/user_permission/{id}`, tags: tags.libraries, summary: 'What the person may do in one library (never refused)', params: idParam, data: libraryPermission }),
  administered: endpoint({ method: 'GET', path: `${AREA.doc}/backstage/doc_library`, tags: tags.libraries, summary: 'The live libraries the person administers (back office)', query: keywordPageQuery, data: page(library) }),
  administeredDeleted: endpoint({ method: 'GET', path: `${AREA.doc}/backstage/recycle`, tags: tags.libraries, summary: 'The deleted libraries the person administers (back-office recycle bin)', query: keywordPageQuery, data: page(library) }),
  restore: endpoint({ method: 'PUT', path: `${AREA.doc}/backstage/recycle/{id}/restore`, tags: tags.libraries, summary: 'Bring a deleted library back as it was', params: idParam, data: library }),
  purge: endpoint({ method: 'DELETE', path: `${AREA.doc}/backstage/recycle/{id}`, tags: tags.libraries, summary: 'Delete a library and every file in it for good', params: idParam, data: z.null() }),
};

/** Grants of a library (common/perm) and share templates (manage/shareTemplate). */
export const permissionEndpoints = {
  list: endpoint({ method: 'GET', path: `${AREA.doc}/common/perm`, tags: tags.permissions, summary: 'Every grant of a library (its admins)', query: permQuery, data: z.array(grant) }),
  replace: endpoint({ method: 'PUT', path: `${AREA.doc}/common/perm`, tags: tags.permissions, summary: 'Replace every grant of a library', body: setPermBody, data: z.array(grant) }),
  add: endpoint({ method: 'POST', path: `${AREA.doc}/common/perm`, tags: tags.permissions, summary: 'Add grants to a library or change their role; the others stay', body: setPermBody, data: z.array(grant) }),
  remove: endpoint({ method: 'POST', path: `${AREA.doc}/common/perm/remove`, tags: tags.permissions, summary: "Take these grantees' grants off a library", body: removePermBody, data: z.array(grant) }),
  effective: endpoint({
    method: 'GET',
    path: `${AREA.doc}/common/perm/effective`,
    tags: tags.permissions,
    summary: 'What each person named by a grant (or the one asked for) may do in the library, and which grants give it (its admins)',
    query: effectiveQuery,
    data: z.array(effectiveRights),
  }),
  templates: endpoint({ method: 'GET', path: LIBRARY_SHARE_TEMPLATES, tags: tags.permissions, summary: "The share templates the person may apply (their own and the admins')", data: z.array(shareTemplate) }),
  createTemplate: endpoint({ method: 'POST', path: LIBRARY_SHARE_TEMPLATES, tags: tags.permissions, summary: 'Save a named set of grants as a share template', body: shareTemplateBody, data: shareTemplate }),
  updateTemplate: endpoint({ method: 'PUT', path: LIBRARY_SHARE_TEMPLATES, tags: tags.permissions, summary: 'Rename a share template or change its grants', body: updateShareTemplateBody, data: shareTemplate }),
  deleteTemplate: endpoint({ method: 'DELETE', path: `${LIBRARY_SHARE_TEMPLATES}/{id}`, tags: tags.permissions, summary: 'Delete a share template', params: idParam, data: z.null() }),
};

/** Project libraries (ppm_project_doc_library); whether the person sees them at all is a common call. */
export const projectLibraryEndpoints = {
  byUser: endpoint({ method: 'GET', path: `${projectBase}/by_user`, tags: tags.projects, summary: 'The project libraries the person can read', query: keywordPageQuery, data: page(library) }),
  sync: endpoint({ method: 'GET', path: `${projectBase}/sync`, tags: tags.projects, summary: "Make the missing library of each of the person's projects", data: projectSyncResult }),
  followed: endpoint({ method: 'GET', path: `${projectBase}/follow`, tags: tags.projects, summary: 'The project libraries the person follows', data: z.array(library) }),
  follow: endpoint({ method: 'PUT', path: `${projectBase}/follow/{id}/{follow}`, tags: tags.projects, summary: 'Follow (1) or stop following (0) a project library', params: followParams, data: library }),
  update: endpoint({ method: 'PUT', path: projectBase, tags: tags.projects, summary: "Change a project library's settings (its admins)", description: 'Fields left out stay as they are.', body: updateLibraryBody, data: library }),
  batchShare: endpoint({ method: 'POST', path: `${projectBase}/batchShare`, tags: tags.projects, summary: "Add a template's grants and extra grants to many project libraries", body: batchShareBody, data: batchResult }),
  batchUnShare: endpoint({ method: 'POST', path: `${projectBase}/batchUnShare`, tags: tags.projects, summary: "Take these grantees' grants off many project libraries", body: batchUnShareBody, data: batchResult }),
  batchUpdateAdmins: endpoint({ method: 'POST', path: `${projectBase}/batchUpdateLibAdmin`, tags: tags.projects, summary: 'Give many project libraries the same admins', body: batchUpdateLibAdminBody, data: batchResult }),
};
